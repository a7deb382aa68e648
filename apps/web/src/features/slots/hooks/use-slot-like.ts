import { useQueryClient } from '@tanstack/react-query';
import { canToggleHallLike } from '@wedding/domain/interaction-locks';
import { HALL_LIKE_FAILED } from '@wedding/domain/messages';
import { useRef, useState } from 'react';
import { useLikeLoginPrompt } from '../../../shared/hooks/use-like-login-prompt.ts';
import { useSignedInTap } from '../../../shared/hooks/use-once-session-known.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { slotKeys } from '../api/slot-keys.ts';
import { toggleSlotLike } from '../api/toggle-slot-like.ts';
import { patchSlotLike } from '../lib/patch-slot-like.ts';

export const SLOT_LIKED_TOAST = '찜한 잔여일정에 저장했어요.';
export const SLOT_UNLIKED_TOAST = '찜을 해제했어요.';

type SlotLikeInput = { weddingDayId: number; isLike: boolean };

/**
 * The slot heart (spec §4, §5). Not optimistic: the spec shows the toast on a 200, so the heart follows the
 * server's answer. A guest gets the like's login prompt and nothing else. Taps while a request runs and for 300 ms
 * after it settles are ignored (the hall like's lock, spec §4), so a double tap cannot like and unlike.
 */
export function useSlotLike(slot: SlotLikeInput): { liked: boolean; pending: boolean; toggle(): void } {
  const promptLogin = useLikeLoginPrompt();
  // As the hall heart: a tap before the session check answers waits for it (a moment) and then acts, so a
  // signed-in customer is never told to log in; a guest gets the login prompt.
  const signedIn = useSignedInTap(promptLogin);
  const toast = useToast();
  const queryClient = useQueryClient();
  // The server's last answer for this slot; a new isLike from the caches (another card, a refetch) wins.
  const [answer, setAnswer] = useState<{ from: boolean; isLike: boolean } | null>(null);
  const liked = answer && answer.from === slot.isLike ? answer.isLike : slot.isLike;
  // Refs, not state: two taps in one frame must both see the lock before React re-renders.
  const lock = useRef({ inFlight: false, settledAt: null as number | null });

  // A plain promise rather than useMutation: the hearts are on every slot page, and the mutation observer
  // would add 1 KB gzip to each page's first load for a pending flag (DESIGN §8 budget).
  const [pending, setPending] = useState(false);
  const send = (like: boolean) => {
    setPending(true);
    toggleSlotLike(slot.weddingDayId, like)
      .then((item) => {
        setAnswer({ from: slot.isLike, isLike: item.isLike });
        queryClient.setQueriesData({ queryKey: slotKeys.all }, (data: unknown) =>
          patchSlotLike(data, item.weddingDayId, item.isLike),
        );
        toast.show(item.isLike ? SLOT_LIKED_TOAST : SLOT_UNLIKED_TOAST, { type: 'success' });
      })
      .catch(() => toast.show(HALL_LIKE_FAILED, { type: 'error' }))
      .finally(() => {
        setPending(false);
        lock.current = { inFlight: false, settledAt: Date.now() };
      });
  };

  const toggle = () =>
    signedIn(() => {
      if (!canToggleHallLike({ ...lock.current, now: Date.now() })) return;
      lock.current = { inFlight: true, settledAt: null };
      send(!liked);
    });

  return { liked, pending, toggle };
}
