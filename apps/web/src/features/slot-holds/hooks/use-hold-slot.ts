import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { endsIntent, useIntentKey } from '../../../shared/hooks/use-intent-key.ts';
import { useLoginPrompt } from '../../../shared/hooks/use-login-prompt.ts';
import { useSignedInTap } from '../../../shared/hooks/use-once-session-known.ts';

/**
 * Holds a slot and opens its hold page (issue 12), for the slot page and the list cards alike. A guest gets the
 * login prompt; a refusal (someone was first, the slot closed) is said in Korean. The write and its schema load
 * on the tap: the lists carry a button on many cards, and most visits never press one.
 */
export function useHoldSlot(): { hold: (weddingDayId: number) => void; pending: boolean } {
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt();
  // Only a known guest is asked to log in; before the session check answers, the tap waits for it, then acts.
  const signedIn = useSignedInTap(promptLogin);
  const dialog = useDialog();
  const intent = useIntentKey();
  const [pending, setPending] = useState(false);
  const hold = (weddingDayId: number) => signedIn(() => start(weddingDayId));
  const start = (weddingDayId: number) => {
    if (pending) return;
    setPending(true);
    import('../api/hold-write.ts')
      .then(({ writeHold }) => writeHold('/v3/book/slot-holds', 'POST', intent.for({ weddingDayId }), { weddingDayId }))
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
