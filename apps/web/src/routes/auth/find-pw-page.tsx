import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { FindPasswordForm } from '../../features/auth/forms/find-password-form.tsx';

export default function FindPwPage() {
  return (
    <AuthPage title="비밀번호 찾기" withBottomBar>
      <FindPasswordForm />
    </AuthPage>
  );
}
