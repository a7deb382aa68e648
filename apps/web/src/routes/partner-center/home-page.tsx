import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { InquiryUnreadCard } from '../../features/partner-center/components/inquiry-unread-card.tsx';
import { StatisticsDashboard } from '../../features/partner-center/components/statistics-dashboard.tsx';

/** /partner-center: the dashboard, 12 weeks of the hall's figures (issue 26 §6). */
export default function PartnerHomePage() {
  return (
    <ConsoleFrame title="대시보드" area="statistics">
      <InquiryUnreadCard />
      <StatisticsDashboard />
    </ConsoleFrame>
  );
}
