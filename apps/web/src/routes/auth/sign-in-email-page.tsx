import { Link } from 'react-router';
import { AuthHeading, AuthPage } from '../../features/auth/components/auth-page.tsx';
import { EmailLoginForm } from '../../features/auth/forms/email-login-form.tsx';
import { useReturnTo, withReturnTo } from '../../features/auth/hooks/use-return-to.ts';

export default function SignInEmailPage() {
  const returnTo = useReturnTo();
  return (
    <AuthPage title="이메일 로그인">
      <AuthHeading>{'이메일로\n로그인해주세요'}</AuthHeading>
      <EmailLoginForm returnTo={returnTo} />
      <nav className="auth-links" aria-label="계정 찾기와 회원가입">
        <Link to="/find-id">아이디 찾기</Link>
        <span className="auth-links__sep" aria-hidden="true" />
        <Link to="/find-pw">비밀번호 찾기</Link>
        <span className="auth-links__sep" aria-hidden="true" />
        <Link to={withReturnTo('/sign-up/1', returnTo)}>회원가입</Link>
      </nav>
    </AuthPage>
  );
}
