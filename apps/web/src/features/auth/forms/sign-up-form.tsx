import type { SignUpBody } from '@wedding/contract/account';
import { ACCOUNT_MESSAGES, checkEmail, checkName, normalizeEmail, type Sex } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, FieldAction } from '../../../shared/ui/field.tsx';
import { EmailField } from '../components/email-field.tsx';
import { isNewPasswordValid, NewPasswordFields } from '../components/new-password-fields.tsx';
import { PhoneVerificationFields } from '../components/phone-verification.tsx';
import { SexChoice } from '../components/sex-choice.tsx';
import { useEmailAvailability } from '../hooks/use-email-availability.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { withReturnTo } from '../hooks/use-return-to.ts';
import { EMAIL_TAKEN, INVALID_JOIN_TOKEN, PHONE_NOT_VERIFIED } from '../lib/account-error-codes.ts';
import { errorMessage } from '../lib/error-message.ts';
import { clearSignUpDraft, type SignUpDraft } from '../lib/sign-up-draft.ts';

/**
 * Sign-up step 2: email with 중복확인, password (not for a social join), name, sex and the verified phone.
 * 가입하기 stays disabled until every field passes; a failure keeps everything typed.
 */
export function SignUpForm({ draft }: { draft: SignUpDraft }) {
  const join = draft.join;
  const navigate = useNavigate();
  const toast = useToast();
  const finishLogin = useFinishLogin();
  const emailRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState(join?.email ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [name, setName] = useState(join?.name ?? '');
  const [nameTouched, setNameTouched] = useState(false);
  const [sex, setSex] = useState<Sex | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const availability = useEmailAvailability(email);
  const phone = usePhoneVerification({ type: 'signUp' });

  // The provider's email arrives prefilled: check it at once instead of asking for a tap.
  const checkOnArrival = useRef(Boolean(join?.email && checkEmail(join.email).ok));
  useEffect(() => {
    if (!checkOnArrival.current) return;
    checkOnArrival.current = false;
    void availability.check();
  }, [availability.check]);

  const emailRule = checkEmail(email);
  const nameRule = checkName(name);
  const emailError =
    (emailTouched && !emailRule.ok ? emailRule.message : null) ??
    (availability.result && !availability.result.available ? availability.result.message : null) ??
    availability.failure;
  const emailNotice = availability.available ? (availability.result?.message ?? null) : null;
  const emailHint = emailRule.ok && !availability.result ? ACCOUNT_MESSAGES.EMAIL_CHECK_REQUIRED : undefined;

  const ready =
    emailRule.ok &&
    availability.available &&
    (join !== undefined || isNewPasswordValid(password, confirm)) &&
    nameRule.ok &&
    sex !== null &&
    phone.telToken !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || submitting || sex === null || phone.telToken === null) return;
    const body: SignUpBody = {
      email: normalizeEmail(email),
      pwd: join ? undefined : encodePassword(password),
      sex,
      customerName: name.trim(),
      tel: phone.tel,
      telToken: phone.telToken,
      terms: draft.terms,
      joinToken: join?.joinToken,
    };
    setSubmitting(true);
    let loginToken: string;
    try {
      const { signUp } = await import('../api/sign-up.ts');
      loginToken = await signUp(body);
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.code === EMAIL_TAKEN) {
        availability.markTaken(error.message);
        emailRef.current?.focus();
      } else if (isApiError(error) && error.code === PHONE_NOT_VERIFIED) {
        phone.reset(error.message);
      } else if (isApiError(error) && error.code === INVALID_JOIN_TOKEN) {
        // Nothing typed here can revive the provider's answer: start the social login again.
        clearSignUpDraft();
        toast.show(error.message, { type: 'error' });
        void navigate(withReturnTo('/sign-in/social', draft.returnTo), { replace: true });
      } else {
        toast.show(errorMessage(error), { type: 'error' });
      }
      return;
    }
    clearSignUpDraft();
    try {
      await finishLogin(loginToken, draft.returnTo);
    } catch (error) {
      // The account exists; only the session did not start. Logging in is the way on.
      toast.show(errorMessage(error), { type: 'error' });
      void navigate(withReturnTo('/sign-in/email', draft.returnTo), { replace: true });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField
        inputRef={emailRef}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setEmailTouched(email.length > 0)}
        error={emailError}
        notice={emailNotice}
        hint={emailHint}
        action={
          <FieldAction
            onClick={() => {
              setEmailTouched(true);
              void availability.check();
            }}
            disabled={!emailRule.ok || availability.available}
            busy={availability.checking}
          >
            중복확인
          </FieldAction>
        }
      />
      {join ? null : (
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
      )}
      <Field
        label="이름"
        name="name"
        autoComplete="name"
        placeholder="실명 입력"
        maxLength={20}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setNameTouched(name.length > 0)}
        error={nameTouched && !nameRule.ok ? nameRule.message : null}
      />
      <SexChoice value={sex} onChange={setSex} />
      <PhoneVerificationFields verification={phone} />
      <BottomBar>
        <Button type="submit" size="lg" block disabled={!ready || submitting} aria-busy={submitting}>
          가입하기
        </Button>
      </BottomBar>
    </form>
  );
}
