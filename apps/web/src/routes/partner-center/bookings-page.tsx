import { BookingInbox } from '../../features/partner-center/components/booking-inbox.tsx';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';

/** /partner-center/bookings: the hall's inbox of visit requests and slot bookings (issue 27 §3). */
export default function PartnerBookingsPage() {
  return (
    <ConsoleFrame title="예약 요청" area="messages">
      <BookingInbox />
    </ConsoleFrame>
  );
}
