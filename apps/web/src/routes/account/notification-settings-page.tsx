import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { NotificationSettings } from '../../features/notifications/components/notification-settings.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';
import '../../shared/ui/button.css';

const TITLE = '알림 설정';

/** /mypage/notifications: consent to promotional alerts, in-app and by web push (issue 28 §5). Its own chunk. */
export default function NotificationSettingsPage() {
  useDocumentTitle(TITLE);
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={TITLE} />
      <main className="account-page">
        {!known ? (
          <Spinner />
        ) : loggedIn ? (
          <NotificationSettings />
        ) : (
          <LoginRequired reason="로그인하면 빈 날짜·가격 인하 알림을 받을 수 있어요." />
        )}
      </main>
    </>
  );
}
