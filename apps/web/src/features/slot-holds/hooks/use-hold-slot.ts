import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useOnceSessionKnown } from '../../../shared/hooks/use-once-session-known.ts';
import { isGuest, isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { endsIntent, useIntentKey } from '../lib/intent-key.ts';

/**
 * Holds a slot and opens its hold page (issue 12), for the slot page and the list cards alike. A guest gets the
 * login prompt; a refusal (someone was first, the slot closed) is said in Korean. The write and its schema load
 * on the tap: the lists carry a button on many cards, and most visits never press one.
 */
export function useHoldSlot(): { hold: (weddingDayId: number) => void; pending: boolean } {
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt();
  const onceKnown = useOnceSessionKnown();
  const dialog = useDialog();
  const intent = useIntentKey();
  const [pending, setPending] = useState(false);
  // Only a known guest is asked to log in; before the session check answers, the tap waits for it, then acts.
  const hold = (weddingDayId: number) => onceKnown(() => start(weddingDayId));
  const start = (weddingDayId: number) => {
    const session = useUserStore.getState();
    if (!isLoggedIn(session)) {
      if (isGuest(session)) promptLogin();
      return;
    }
    if (pending) return;
    setPending(true);
    import('../api/hold-write.ts')
      .then(({ writeHold }) => writeHold('/v3/book/slot-holds', 'POST', intent.current(), { weddingDayId }))
      .then(
        (held) => {
          intent.done();
          void navigate(`/booking/holds/${held.id}`);
        },
        (error: Error) => {
          if (endsIntent(error)) intent.done();
          dialog.alert(error.message);
        },
      )
      .finally(() => setPending(false));
  };
  return { hold, pending };
}
