import { ConsoleFrame, useConsoleStaff } from '../../features/partner-center/components/console-frame.tsx';
import { DraftListingBanner } from '../../features/partner-center/components/draft-listing-banner.tsx';
import { InboxWaiting } from '../../features/partner-center/components/inbox-waiting.tsx';
import { InquiryUnreadCard } from '../../features/partner-center/components/inquiry-unread-card.tsx';
import { StatisticsDashboard } from '../../features/partner-center/components/statistics-dashboard.tsx';

function Dashboard() {
  const staff = useConsoleStaff();
  const answers = staff.areas.includes('messages');
  return (
    <>
      <DraftListingBanner linkToProfile />
      {answers ? <InboxWaiting /> : null}
      {answers ? <InquiryUnreadCard /> : null}
      <StatisticsDashboard />
    </>
  );
}

/**
 * /partner-center: while the hall is a DRAFT (approved, profile never published: issue 29 §4), first what lists
 * it; then what waits for an answer (issue 27 §3: booking requests, then unread 1:1 inquiries), then 12
 * weeks of the hall's figures (issue 26 §6).
 */
export default function PartnerHomePage() {
  return (
    <ConsoleFrame title="대시보드" area="statistics">
      <Dashboard />
    </ConsoleFrame>
  );
}
