import { Link } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { BrandMark } from '../../features/auth/components/brand-mark.tsx';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons.tsx';
import { useReturnTo, withReturnTo } from '../../features/auth/hooks/use-return-to.ts';

/** The main sign-in page (spec §2 /sign-in/social): social providers first, then email. */
export default function SignInSocialPage() {
  const returnTo = useReturnTo();
  return (
    <AuthPage title="로그인">
      <BrandMark />
      <SocialLoginButtons returnTo={returnTo} />
      <Link
        to={withReturnTo('/sign-in/email', returnTo)}
        className="btn btn--secondary btn--lg btn--block sign-in__email"
      >
        이메일로 로그인
      </Link>
      <p className="sign-in__join">
        아직 회원이 아니신가요?
        <Link to={withReturnTo('/sign-up/1', returnTo)}>회원가입</Link>
      </p>
      <nav className="auth-links" aria-label="계정 찾기">
        <Link to="/find-id">아이디 찾기</Link>
        <span className="auth-links__sep" aria-hidden="true" />
        <Link to="/find-pw">비밀번호 찾기</Link>
      </nav>
    </AuthPage>
  );
}
