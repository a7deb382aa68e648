import { useQueryClient } from '@tanstack/react-query';
import { canToggleHallLike } from '@wedding/domain/interaction-locks';
import { HALL_LIKE_FAILED } from '@wedding/domain/messages';
import { useRef, useState } from 'react';
import { useLikeLoginPrompt } from '../../../shared/hooks/use-like-login-prompt.ts';
import { useSignedInTap } from '../../../shared/hooks/use-once-session-known.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { setHallLike } from '../api/set-hall-like.ts';
import { patchHallLike } from '../lib/patch-hall-like.ts';

/**
 * Caches that show partner hearts: popular halls, hall search, the hall page (venue, nearby), and a planner's
 * page (the community's partner detail, named by its key so this feature does not import that one).
 */
const HALL_CACHES = [['halls'], ['hall-search'], ['hall-detail'], ['community', 'partner']] as const;

/**
 * The hall heart (spec §4): it flips at once, then the server is asked; a failure flips it back with the
 * toast '오류가 발생했습니다.' (§8). A guest gets '로그인 후 이용해주세요.' (§5) with a way to log in (§6), and nothing else.
 * Taps while a request runs and for 300 ms after it settles are ignored (§9 like lock).
 */
export function useHallLike(hall: { partnerUuid: string; liked: boolean }): { liked: boolean; toggle(): void } {
  const promptLogin = useLikeLoginPrompt();
  // While the start-up session check runs we do not know who taps: a signed-in customer must not be told to
  // log in, so such a tap waits for the answer (a moment) and then acts; a guest gets the login prompt.
  const signedIn = useSignedInTap(promptLogin);
  const toast = useToast();
  const queryClient = useQueryClient();
  // The optimistic state; a different `liked` from the caches (a refetch, another card) wins once it arrives.
  const [local, setLocal] = useState<{ from: boolean; liked: boolean } | null>(null);
  const liked = local && local.from === hall.liked ? local.liked : hall.liked;
  // A ref, not state: two taps in one frame must both see the lock before React re-renders.
  const lock = useRef({ inFlight: false, settledAt: null as number | null });

  const patchCaches = (value: boolean) => {
    for (const queryKey of HALL_CACHES)
      queryClient.setQueriesData({ queryKey }, (data: unknown) => patchHallLike(data, hall.partnerUuid, value));
  };

  const toggle = () => signedIn(() => flip());
  const flip = () => {
    if (!canToggleHallLike({ ...lock.current, now: Date.now() })) return;
    lock.current = { inFlight: true, settledAt: null };
    const next = !liked;
    setLocal({ from: hall.liked, liked: next });
    setHallLike(hall.partnerUuid, next)
      .then((item) => {
        setLocal(null);
        patchCaches(item.isLike);
      })
      .catch(() => {
        setLocal(null);
        toast.show(HALL_LIKE_FAILED, { type: 'error' });
      })
      .finally(() => {
        lock.current = { inFlight: false, settledAt: Date.now() };
      });
  };

  return { liked, toggle };
}
