import { NOTIFICATIONS_API } from '@wedding/contract/notifications-constants';
import { useMemo } from 'react';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { usePushSeen } from '../../features/notifications/hooks/use-push-seen.ts';
import { useNotificationInbox } from '../../shared/hooks/use-notification-inbox.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { NotificationList } from '../../shared/ui/notification-list.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const TITLE = '알림';
const PATH = '/notifications';

/** The couple's inbox (issue 28 §3); the native bridge's push fallback opens it in a browser. */
export default function NotificationsPage() {
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
          <CoupleInbox />
        ) : (
          <LoginRequired reason="로그인하면 예약과 문의 소식을 알림으로 받아볼 수 있어요." />
        )}
      </main>
    </>
  );
}

function CoupleInbox() {
  const viewer = useUserStore((state) => state.userInfo?.customerUuid ?? null);
  // One cache per customer, so a sign-out and another sign-in never shows the last person's entries.
  const source = useMemo(() => ({ path: NOTIFICATIONS_API, key: ['notifications', viewer] }), [viewer]);
  // The list's own query (one cache, one request): its newest entry counts as seen once shown here.
  const newest = useNotificationInbox(source).data?.pages[0]?.list[0]?.regTsp ?? null;
  usePushSeen(newest);
  return <NotificationList source={source} here={PATH} />;
}
