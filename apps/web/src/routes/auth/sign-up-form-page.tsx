import { hasAllRequiredTerms } from '@wedding/domain/terms';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthHeading, AuthPage, StepIndicator } from '../../features/auth/components/auth-page.tsx';
import { SignUpForm } from '../../features/auth/forms/sign-up-form.tsx';
import { useReturnTo, withReturnTo } from '../../features/auth/hooks/use-return-to.ts';
import { readSignUpDraft } from '../../features/auth/lib/sign-up-draft.ts';
import { clientOnly } from '../../shared/ui/client-only.tsx';

/** Sign-up step 2 (spec §2 /sign-up/2). Without the required terms agreed on step 1 it sends the user there. */
function SignUpFormPage() {
  const [draft] = useState(readSignUpDraft);
  const returnTo = useReturnTo();
  if (!hasAllRequiredTerms(draft.terms)) {
    return <Navigate to={withReturnTo('/sign-up/1', returnTo ?? draft.returnTo)} replace />;
  }
  return (
    <AuthPage title="회원가입" withBottomBar>
      <StepIndicator step={2} total={2} label="정보 입력" />
      <AuthHeading description={draft.join ? '간편 가입에 필요한 정보만 확인할게요.' : undefined}>
        {'회원 정보를\n입력해주세요'}
      </AuthHeading>
      <SignUpForm draft={draft} />
    </AuthPage>
  );
}

// It reads what only the browser holds; the server draws nothing for it (decision 0023).
export default clientOnly(SignUpFormPage);
