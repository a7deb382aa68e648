import { useQueryClient } from '@tanstack/react-query';
import type { IndividualHallDetail } from '@wedding/contract/hall-rooms';
import { canToggleHallLike } from '@wedding/domain/interaction-locks';
import { HALL_LIKE_FAILED } from '@wedding/domain/messages';
import { useRef, useState } from 'react';
import { useLikeLoginPrompt } from '../../../shared/hooks/use-like-login-prompt.ts';
import { useSignedInTap } from '../../../shared/hooks/use-once-session-known.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { hallDetailKeys } from '../api/hall-detail-keys.ts';
import { setRoomLike } from '../api/set-room-like.ts';

/**
 * An individual hall's heart, with the venue heart's rules (spec §4): it flips at once, a failure flips it
 * back with '오류가 발생했습니다.' (§8), taps during a request and for 300 ms after are ignored, and a guest gets
 * the like's login prompt (§5/§6).
 */
export function useRoomLike(room: { id: number; liked: boolean }): { liked: boolean; toggle(): void } {
  const signedIn = useSignedInTap(useLikeLoginPrompt());
  const toast = useToast();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<{ from: boolean; liked: boolean } | null>(null);
  const liked = local && local.from === room.liked ? local.liked : room.liked;
  // A ref, not state: two taps in one frame must both see the lock.
  const lock = useRef({ inFlight: false, settledAt: null as number | null });

  const flip = () => {
    if (!canToggleHallLike({ ...lock.current, now: Date.now() })) return;
    lock.current = { inFlight: true, settledAt: null };
    const next = !liked;
    setLocal({ from: room.liked, liked: next });
    setRoomLike(room.id, next)
      .then((item) => {
        setLocal(null);
        // Every cached copy of this room's page (one per viewer key) now says the server's answer.
        queryClient.setQueriesData<IndividualHallDetail>({ queryKey: [...hallDetailKeys.all, 'room'] }, (data) =>
          data && data.hall.id === room.id ? { ...data, isLike: item.isLike } : data,
        );
      })
      .catch(() => {
        setLocal(null);
        toast.show(HALL_LIKE_FAILED, { type: 'error' });
      })
      .finally(() => {
        lock.current = { inFlight: false, settledAt: Date.now() };
      });
  };

  return { liked, toggle: () => signedIn(flip) };
}
