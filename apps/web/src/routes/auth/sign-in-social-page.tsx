import { Link } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { BrandMark } from '../../features/auth/components/brand-mark.tsx';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons.tsx';
import { useReturnTo, withReturnTo } from '../../features/auth/hooks/use-return-to.ts';
import { useNoSocialProvider } from '../../features/auth/hooks/use-social-providers.ts';

/**
 * The main sign-in page (spec §2 /sign-in/social): social providers first, then email. A deployment with no
 * provider configured leads with email instead (a primary button on top), the greyed social buttons below
 * saying why they are off (issue 25: the first thing a couple saw could not be used).
 */
export default function SignInSocialPage() {
  const returnTo = useReturnTo();
  const emailFirst = useNoSocialProvider();
  const email = (
    <Link
      to={withReturnTo('/sign-in/email', returnTo)}
      className={`btn ${emailFirst ? 'btn--primary' : 'btn--secondary'} btn--lg btn--block sign-in__email`}
    >
      이메일로 로그인
    </Link>
  );
  return (
    <AuthPage title="로그인">
      <BrandMark />
      {emailFirst ? email : null}
      <SocialLoginButtons returnTo={returnTo} />
      {emailFirst ? null : email}
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
