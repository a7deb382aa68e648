import { Link, Navigate, useLocation } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { CheckCircleIcon } from '../../features/auth/components/check-circle-icon.tsx';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { clientOnly } from '../../shared/ui/client-only.tsx';

/**
 * After a password reset (spec §2 /find-pw/complete). Every session of the account has ended. Only the
 * reset itself leads here (router state); opened directly it would claim a change that never happened, so
 * it goes back to /find-pw (issue 9), as /find-id/complete does without a result.
 */
function FindPwCompletePage() {
  const reset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;
  if (!reset) return <Navigate to="/find-pw" replace />;
  return (
    <AuthPage title="비밀번호 찾기 완료" withBottomBar>
      <section className="auth-result" aria-labelledby="find-pw-result">
        <span className="auth-result__icon">
          <CheckCircleIcon />
        </span>
        <h2 id="find-pw-result" className="auth-result__title">
          비밀번호가 변경되었습니다
        </h2>
        <p className="auth-result__text">{'새 비밀번호로 다시 로그인해주세요.\n다른 기기에서도 로그아웃되었어요.'}</p>
      </section>
      <BottomBar>
        <Link to="/sign-in/email" replace className="btn btn--primary btn--lg">
          로그인
        </Link>
      </BottomBar>
    </AuthPage>
  );
}

// It reads what only the browser holds; the server draws nothing for it (decision 0023).
export default clientOnly(FindPwCompletePage);
