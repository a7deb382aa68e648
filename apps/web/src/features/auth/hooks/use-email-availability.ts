import { checkEmail, normalizeEmail } from '@wedding/domain/account-rules';
import { useState } from 'react';
import { errorMessage } from '../lib/error-message.ts';

type Result = { email: string; available: boolean; message: string };

/**
 * 중복확인 for the sign-up email. A result belongs to the address it was made for: editing the email
 * makes it stale, so a checked-then-changed address cannot slip through.
 */
export function useEmailAvailability(email: string) {
  const [result, setResult] = useState<Result | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<{ email: string; message: string } | null>(null);
  const key = normalizeEmail(email);
  const current = result?.email === key ? result : null;

  const check = async () => {
    if (!checkEmail(email).ok || checking) return;
    setChecking(true);
    setFailure(null);
    try {
      const { checkEmailAvailable } = await import('../api/check-email-available.ts');
      const { available, message } = await checkEmailAvailable(key);
      setResult({ email: key, available, message });
    } catch (error) {
      // 429 (too many checks) and the like: say so under the field; the user can press again later.
      setFailure({ email: key, message: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  };

  return {
    check,
    checking,
    available: current?.available === true,
    /** The server's words for the current address ('사용 가능한 이메일입니다.' / '이미 가입된 이메일입니다.'). */
    result: current,
    failure: failure?.email === key ? failure.message : null,
    /** Sign-up answered 409: record the address as taken with the server's message. */
    markTaken: (message: string) => setResult({ email: key, available: false, message }),
  };
}
