import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../components/auth-page.tsx';
import { PhoneVerificationFields } from '../components/phone-verification.tsx';
import { usePhoneVerification } from '../hooks/use-phone-verification.ts';
import { errorMessage } from '../lib/error-message.ts';

/** Find-id: verify the phone (type=findLoginId), then look the account up and show the masked id. */
export function FindIdForm() {
  const navigate = useNavigate();
  const phone = usePhoneVerification({ type: 'findLoginId' });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; notFound: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.telToken || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { findLoginId } = await import('../api/find-login-id.ts');
      const found = await findLoginId(phone.tel, phone.telToken);
      // The result travels in router state only: it never sits in the URL or in storage.
      void navigate('/find-id/complete', { replace: true, state: { found } });
    } catch (error) {
      setSubmitting(false);
      const notFound = isApiError(error) && error.status === 404;
      // The telToken is single-use: a second lookup needs a new verification.
      phone.reset();
      setFailure({ message: errorMessage(error), notFound });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PhoneVerificationFields verification={phone} />
      {failure ? (
        <FormAlert>
          {failure.message}
          {failure.notFound ? <Link to="/sign-up/1">회원가입</Link> : null}
        </FormAlert>
      ) : null}
      <BottomBar>
        <Button type="submit" size="lg" block disabled={!phone.telToken || submitting} aria-busy={submitting}>
          다음
        </Button>
      </BottomBar>
    </form>
  );
}
