import { AuthHeading, AuthPage } from '../../features/auth/components/auth-page.tsx';
import { FindIdForm } from '../../features/auth/forms/find-id-form.tsx';

export default function FindIdPage() {
  return (
    <AuthPage title="아이디 찾기" withBottomBar>
      <AuthHeading description="가입할 때 인증한 휴대폰 번호로 아이디를 찾을 수 있어요.">
        {'휴대폰 번호를\n인증해주세요'}
      </AuthHeading>
      <FindIdForm />
    </AuthPage>
  );
}
