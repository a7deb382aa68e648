import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { WatchList } from '../../features/watches/components/watch-list.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';
import '../../shared/ui/button.css';

const TITLE = '빈 날짜 알림';

/** /mypage/watches: the couple's "tell me when a date opens" watches (issue 28 §5). Its own chunk. */
export default function WatchesPage() {
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
          <WatchList />
        ) : (
          <LoginRequired reason="로그인하면 원하는 날짜가 열릴 때 알려 드려요." />
        )}
      </main>
    </>
  );
}
