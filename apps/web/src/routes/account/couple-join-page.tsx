import { useParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { CoupleJoin } from '../../features/couples/components/couple-join.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/account/components/account.css';
import '../../shared/ui/button.css';

const TITLE = '커플 연결 초대';

/**
 * /couple/join/:code, the invite link (issue 30 §1). A signed-out visitor is asked to sign in or sign up first;
 * both bring them back here to accept.
 */
export default function CoupleJoinPage() {
  useDocumentTitle(TITLE);
  const { code = '' } = useParams();
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={TITLE} />
      <main className="account-page">
        {!known ? (
          <Spinner />
        ) : loggedIn ? (
          <CoupleJoin code={code} />
        ) : (
          <LoginRequired reason="예비 배우자가 웨딩 준비를 함께하자고 초대했어요. 로그인하거나 회원가입하면 이 화면으로 돌아와 초대를 수락할 수 있어요." />
        )}
      </main>
    </>
  );
}
