import { useCallback, useEffect, useRef } from 'react';
import { isLoggedIn, isUserKnown, useUserStore } from '../stores/user-store.ts';

/**
 * Runs an action now, or — when the session check has not answered yet — as soon as it does. A server-rendered
 * page shows its buttons before anyone knows whether the visitor is signed in; a tap in that moment is kept,
 * not dropped (a dead button), and not answered with a login prompt the visitor may not need. Only the last
 * tap waits: a second tap replaces the first.
 */
export function useOnceSessionKnown(): (action: () => void) => void {
  const known = useUserStore(isUserKnown);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!known || !waiting.current) return;
    const action = waiting.current;
    waiting.current = null;
    action();
  }, [known]);
  return useCallback(
    (action: () => void) => {
      if (known) action();
      else waiting.current = action;
    },
    [known],
  );
}

/**
 * A tap that needs a signed-in customer: once the session check has answered, `action` runs for a customer
 * and `onGuest` (the login prompt or alert the spec gives that control) for a guest. The session is read when
 * it runs, not when the tap was made, so a tap kept through the check sees its answer.
 */
export function useSignedInTap(onGuest: () => void): (action: () => void) => void {
  const onceKnown = useOnceSessionKnown();
  return useCallback(
    (action: () => void) => onceKnown(() => (isLoggedIn(useUserStore.getState()) ? action() : onGuest())),
    [onceKnown, onGuest],
  );
}
