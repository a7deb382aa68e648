import { CONSOLE_INBOX } from '../../features/partner-center/api/notifications-api.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { NotificationList } from '../../shared/ui/notification-list.tsx';

/** /partner-center/notifications: the hall's own inbox (issue 28 §3); entries open the console's screens. */
export default function PartnerNotificationsPage() {
  return (
    <ConsoleFrame title="알림" area="messages">
      <div className="console-inbox">
        <NotificationList source={CONSOLE_INBOX} here="/partner-center/notifications" />
      </div>
    </ConsoleFrame>
  );
}
