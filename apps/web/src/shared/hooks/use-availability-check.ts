import type { Availability } from '@wedding/contract/account-responses';
import { useCallback, useRef, useState } from 'react';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../api/api-error.ts';

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'checking'; value: string }
  | { status: 'done'; value: string; available: boolean; message: string }
  | { status: 'failed'; value: string; message: string };

/**
 * 중복확인 for one field (sign-up email, nickname, invitation code). A result belongs to the value that was checked: once the user edits the field,
 * `resultFor(value)` no longer reports it, so a stale "available" can never let a changed value through.
 */
export function useAvailabilityCheck(check: (value: string) => Promise<Availability>) {
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const latest = useRef(0);

  const run = useCallback(
    async (value: string) => {
      const ticket = ++latest.current;
      setState({ status: 'checking', value });
      try {
        const result = await check(value);
        if (ticket === latest.current) setState({ status: 'done', value, ...result });
      } catch (error) {
        // A rate limit (429) or validation message from the server is already Korean and worth showing.
        const message = isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
        if (ticket === latest.current) setState({ status: 'failed', value, message });
      }
    },
    [check],
  );

  const resultFor = useCallback(
    (value: string): AvailabilityState => ('value' in state && state.value === value ? state : { status: 'idle' }),
    [state],
  );

  /** Records an answer that came another way, e.g. sign-up's 409 EMAIL_TAKEN for the checked address. */
  const settle = useCallback((value: string, result: Availability) => {
    latest.current += 1;
    setState({ status: 'done', value, ...result });
  }, []);

  return { run, resultFor, settle };
}
