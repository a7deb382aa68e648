import { hasAllRequiredTerms, type TermKey } from '@wedding/domain/terms';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthHeading, AuthPage, StepIndicator } from '../../features/auth/components/auth-page.tsx';
import { TermsAgreement } from '../../features/auth/components/terms-agreement.tsx';
import { useReturnTo } from '../../features/auth/hooks/use-return-to.ts';
import { readSignUpDraft, writeSignUpDraft } from '../../features/auth/lib/sign-up-draft.ts';
import { PROVIDER_LABELS } from '../../features/auth/lib/social-providers.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { Button } from '../../shared/ui/button.tsx';

/** Sign-up step 1 (spec §2 /sign-up/1): terms. A social JOIN lands here with its join token in the draft. */
export default function SignUpTermsPage() {
  const navigate = useNavigate();
  const queryReturnTo = useReturnTo();
  const [draft] = useState(readSignUpDraft);
  const [agreed, setAgreed] = useState<TermKey[]>(draft.terms);
  const ready = hasAllRequiredTerms(agreed);

  const next = () => {
    writeSignUpDraft({ ...draft, terms: agreed, returnTo: queryReturnTo ?? draft.returnTo });
    void navigate('/sign-up/2');
  };

  return (
    <AuthPage title="회원가입" withBottomBar>
      <StepIndicator step={1} total={2} label="약관 동의" />
      <AuthHeading
        description={
          draft.join
            ? `${PROVIDER_LABELS[draft.join.provider]} 계정으로 가입을 이어갑니다.`
            : '필수 약관에 동의하시면 가입을 시작할 수 있어요.'
        }
      >
        {'서비스 이용을 위해\n약관에 동의해주세요'}
      </AuthHeading>
      <TermsAgreement agreed={agreed} onChange={setAgreed} />
      <BottomBar>
        <Button size="lg" block disabled={!ready} onClick={next}>
          다음
        </Button>
      </BottomBar>
    </AuthPage>
  );
}
