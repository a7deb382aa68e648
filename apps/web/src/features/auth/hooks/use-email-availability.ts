import { checkEmail, normalizeEmail } from '@wedding/domain/account-rules';
import { useCallback } from 'react';
import { useAvailabilityCheck } from '../../../shared/hooks/use-availability-check.ts';

// Loaded on the first press: the API client and its schemas are not needed to paint the sign-up form.
const checkEmailAvailable = async (email: string) =>
  (await import('../../../shared/api/availability.ts')).checkEmailAvailable(email);

/**
 * 중복확인 for the sign-up email, on the shared availability check. A result belongs to the address it was
 * made for: editing the email makes it stale, so a checked-then-changed address cannot slip through.
 */
export function useEmailAvailability(email: string) {
  const { run, resultFor, settle } = useAvailabilityCheck(checkEmailAvailable);
  const key = normalizeEmail(email);
  const state = resultFor(key);
  const valid = checkEmail(email).ok;
  const checking = state.status === 'checking';

  const check = useCallback(async () => {
    if (valid && !checking) await run(key);
  }, [valid, checking, run, key]);

  return {
    check,
    checking,
    available: state.status === 'done' && state.available,
    /** The server's words for the current address ('사용 가능한 이메일입니다.' / '이미 가입된 이메일입니다.'). */
    result: state.status === 'done' ? { email: key, available: state.available, message: state.message } : null,
    /** A failed check (429, offline): said under the field; the user can press again later. */
    failure: state.status === 'failed' ? state.message : null,
    /** Sign-up answered 409: record the address as taken with the server's message. */
    markTaken: (message: string) => settle(key, { available: false, message }),
  };
}
