import { useRef } from 'react';

/**
 * One Idempotency-Key per intent: a retry of the same tap (a lost answer, a double tap) reuses it and gets the
 * first answer back; the next intent takes a new key.
 */
export function useIntentKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    done: () => {
      key.current = null;
    },
  };
}

/** A network failure keeps the key, so trying again cannot make a second hold; an answer of any status ends it. */
export function endsIntent(error: unknown): boolean {
  return !error || Boolean((error as { status?: number }).status);
}
