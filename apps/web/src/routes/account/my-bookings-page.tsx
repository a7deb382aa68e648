import type { MyVisit } from '@wedding/contract/bookings';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { MyBookingsList } from '../../features/bookings/components/my-bookings.tsx';
import { InquiryButton } from '../../features/inquiries/components/inquiry-button.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';

const TITLE = '내 예약';

/** Each visit's own 1:1 inquiry (issue 27 §5): the thread is tied to that visit, and the hall sees its time. */
const visitInquiry = (visit: MyVisit) => (
  <InquiryButton partnerUuid={visit.partnerUuid} origin="VISIT" visitId={visit.id} className="booking-card__link" />
);

/** /mypage/bookings: the couple's visits and slot bookings with their states, deadlines, receipts and refunds. */
export default function MyBookingsPage() {
  useDocumentTitle(TITLE);
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={TITLE} />
      <main>
        {!known ? (
          <Spinner />
        ) : loggedIn ? (
          <MyBookingsList visitExtra={visitInquiry} />
        ) : (
          <LoginRequired reason="로그인하면 예약과 환불 내역을 확인할 수 있어요." />
        )}
      </main>
    </>
  );
}
