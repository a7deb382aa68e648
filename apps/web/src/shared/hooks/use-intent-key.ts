import { useRef } from 'react';

/**
 * One Idempotency-Key per intent (decision 0033), for every write that takes one (holds, visits, bookings): a
 * retry of the same request (a lost answer, a second tap) reuses the key and gets the first answer back, so a
 * write whose answer never arrived is not refused as a duplicate of itself, and never made twice. A changed
 * request (another slot, the form edited after a failure) is a new intent with a new key.
 */
export function useIntentKey() {
  const intent = useRef<{ key: string; request: string } | null>(null);
  return {
    for: (request: unknown) => {
      const text = JSON.stringify(request ?? null);
      if (intent.current?.request !== text) intent.current = { key: crypto.randomUUID(), request: text };
      return intent.current.key;
    },
    done: () => {
      intent.current = null;
    },
  };
}

/** A network failure (no status) keeps the key for the retry; an answer of any status ends the intent. */
export function endsIntent(error: unknown): boolean {
  return !error || Boolean((error as { status?: number }).status);
}
