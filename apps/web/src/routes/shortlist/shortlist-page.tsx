import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { ShortlistManager } from '../../features/shortlist/components/shortlist-manager.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';

const TITLE = '웨딩홀 후보';

/** /my-interest/shortlist: the couple's shortlist with family share links (issue 30 §2). Its own chunk. */
export function ShortlistPage() {
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
          <ShortlistManager />
        ) : (
          <LoginRequired reason="로그인하면 후보를 모아 가족과 함께 고를 수 있어요." />
        )}
      </main>
    </>
  );
}
