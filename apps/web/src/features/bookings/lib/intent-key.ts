import { useRef } from 'react';

/**
 * One Idempotency-Key per intent, as slot holds make them (decision 0033): a retry of the same request (a lost
 * answer, a second tap) reuses the key and gets the first answer back, so a booking whose answer never arrived
 * is not refused as a duplicate of itself. A changed request (the form edited after a failure) is a new intent
 * with a new key; the server's one-active-visit rule still stops a second booking.
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
