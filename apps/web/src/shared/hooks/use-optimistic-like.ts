import { canToggleHallLike } from '@wedding/domain/interaction-locks';
import { HALL_LIKE_FAILED } from '@wedding/domain/messages';
import { useRef, useState } from 'react';
import { useLikeLoginPrompt } from './use-like-login-prompt.ts';
import { useSignedInTap } from './use-once-session-known.ts';
import { useToast } from './use-toast.ts';

type Options = {
  /** The heart as the caches show it. */
  liked: boolean;
  /** Asks the server; answers its resulting state. */
  send(next: boolean): Promise<{ isLike: boolean }>;
  /** Writes the server's answer into every cache that shows this heart. */
  settle(isLike: boolean): void;
};

/**
 * A partner or room heart (spec §4): it flips at once, then the server is asked; a failure flips it back with
 * '오류가 발생했습니다.' (§8). A guest gets '로그인 후 이용해주세요.' (§5) with a way to log in (§6), and nothing else.
 * Taps while a request runs and for 300 ms after it settles are ignored (§9 like lock).
 */
export function useOptimisticLike({ liked: cached, send, settle }: Options): { liked: boolean; toggle(): void } {
  // While the start-up session check runs we do not know who taps: a signed-in customer must not be told to
  // log in, so such a tap waits for the answer (a moment) and then acts; a guest gets the login prompt.
  const signedIn = useSignedInTap(useLikeLoginPrompt());
  const toast = useToast();
  // The optimistic state; a different `liked` from the caches (a refetch, another card) wins once it arrives.
  const [local, setLocal] = useState<{ from: boolean; liked: boolean } | null>(null);
  const liked = local && local.from === cached ? local.liked : cached;
  // A ref, not state: two taps in one frame must both see the lock before React re-renders.
  const lock = useRef({ inFlight: false, settledAt: null as number | null });

  const flip = () => {
    if (!canToggleHallLike({ ...lock.current, now: Date.now() })) return;
    lock.current = { inFlight: true, settledAt: null };
    const next = !liked;
    setLocal({ from: cached, liked: next });
    send(next)
      .then((item) => {
        setLocal(null);
        settle(item.isLike);
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
