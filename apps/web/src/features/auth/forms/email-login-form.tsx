import { checkEmail } from '@wedding/domain/account-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../components/auth-page.tsx';
import { EmailField } from '../components/email-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { errorMessage } from '../lib/error-message.ts';

/** Email and password; on success the session cookies are set and the user goes back to returnTo. */
export function EmailLoginForm({ returnTo }: { returnTo: string | null }) {
  const finishLogin = useFinishLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const emailCheck = checkEmail(email);
  const emailError = emailTouched && !emailCheck.ok ? emailCheck.message : null;
  const ready = emailCheck.ok && password.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { loginWithEmail } = await import('../api/login-with-email.ts');
      await finishLogin(await loginWithEmail(email, password), returnTo);
    } catch (error) {
      // 401 LOGIN_FAILED, 429 and the rest all carry a Korean message; what was typed stays.
      setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFailure(null);
        }}
        onBlur={() => setEmailTouched(email.length > 0)}
        error={emailError}
      />
      <PasswordField
        label="비밀번호"
        name="password"
        autoComplete="current-password"
        placeholder="비밀번호 입력"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setFailure(null);
        }}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        block
        className="auth-submit"
        disabled={!ready || submitting}
        aria-busy={submitting}
      >
        로그인
      </Button>
    </form>
  );
}
