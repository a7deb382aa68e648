import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { CouplePanel } from '../../features/couples/components/couple-panel.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';
import '../../shared/ui/button.css';

const TITLE = '커플 연결';

/** /mypage/couple: invite the partner, enter their code, see and unlink them (issue 30 §1). Its own chunk. */
export default function CouplePage() {
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
          <CouplePanel />
        ) : (
          <LoginRequired reason="로그인하면 예비 배우자와 찜과 예식일을 함께 볼 수 있어요." />
        )}
      </main>
    </>
  );
}
