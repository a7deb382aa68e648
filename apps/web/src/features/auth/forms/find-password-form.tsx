import { checkEmail } from '@wedding/domain/account-rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { AuthHeading, FormAlert } from '../components/auth-page.tsx';
import { EmailField } from '../components/email-field.tsx';
import { isNewPasswordValid, NewPasswordFields } from '../components/new-password-fields.tsx';
import { PhoneVerificationFields } from '../components/phone-verification.tsx';
import { usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { PHONE_NOT_VERIFIED } from '../lib/account-error-codes.ts';
import { errorMessage } from '../lib/error-message.ts';

/**
 * Find-pw on one route: step 1 proves the account's phone (type=findPassword, sent only when the email and
 * phone belong together — the API answers the same either way), step 2 sets the new password.
 */
export function FindPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const emailRule = checkEmail(email);
  const phone = usePhoneVerification({ type: 'findPassword', loginId: email, sendBlocked: !emailRule.ok });
  const [step, setStep] = useState<1 | 2>(1);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const proofReady = emailRule.ok && phone.telToken !== null;
  const passwordReady = isNewPasswordValid(password, confirm);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) {
      if (proofReady) setStep(2);
      return;
    }
    if (!passwordReady || !phone.telToken || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { resetPassword } = await import('../api/reset-password.ts');
      await resetPassword({ loginId: email, tel: phone.tel, telToken: phone.telToken, password });
      void navigate('/find-pw/complete', { replace: true, state: { passwordReset: true } });
    } catch (error) {
      setSubmitting(false);
      // The proof ran out while the new password was typed: step 1 is redone.
      if (isApiError(error) && error.code === PHONE_NOT_VERIFIED) {
        phone.reset(error.message);
        setStep(1);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  if (step === 2) {
    return (
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthHeading description="다른 사이트에서 쓰지 않는 비밀번호를 권해요.">
          {'새 비밀번호를\n입력해주세요'}
        </AuthHeading>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <BottomBar>
          <Button type="submit" size="lg" block disabled={!passwordReady || submitting} aria-busy={submitting}>
            비밀번호 변경
          </Button>
        </BottomBar>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <AuthHeading description="가입한 이메일과 휴대폰 번호를 확인한 뒤 새 비밀번호를 설정해요.">
        {'가입한 계정 정보를\n입력해주세요'}
      </AuthHeading>
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setEmailTouched(email.length > 0)}
        error={emailTouched && !emailRule.ok ? emailRule.message : null}
      />
      <PhoneVerificationFields verification={phone} />
      <BottomBar>
        <Button type="submit" size="lg" block disabled={!proofReady}>
          다음
        </Button>
      </BottomBar>
    </form>
  );
}
