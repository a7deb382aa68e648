import { HALL_LIKE_FAILED, LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { isGuest, isLoggedIn, isUserKnown, useUserStore } from '../../../shared/stores/user-store.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { sendLike } from '../api/review-api.ts';

type Props = { kind: 'review' | 'comment'; uuid: string; isLike: boolean; likeCnt: number; label: string };

/**
 * Spec §4: the like flips at once and rolls back when the server refuses or cannot be reached, with the error
 * toast; a guest gets the error toast and nothing is sent (§6). Taps while a request runs are ignored.
 */
export function LikeButton({ kind, uuid, isLike, likeCnt, label }: Props) {
  const [state, setState] = useState({ isLike, likeCnt });
  const busy = useRef(false);
  const loggedIn = useUserStore(isLoggedIn);
  const guest = useUserStore(isGuest);
  const known = useUserStore(isUserKnown);
  const toast = useToast();
  useEffect(() => setState({ isLike, likeCnt }), [isLike, likeCnt]);

  const toggle = async () => {
    if (!loggedIn) {
      // Before the session check answers, the tap waits for it (does nothing) rather than call a customer a guest.
      if (guest) toast.show(LIKE_LOGIN_REQUIRED, { type: 'error' });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const before = state;
    setState({ isLike: !before.isLike, likeCnt: Math.max(0, before.likeCnt + (before.isLike ? -1 : 1)) });
    try {
      setState(await sendLike(kind, uuid, !before.isLike));
    } catch {
      setState(before);
      toast.show(HALL_LIKE_FAILED, { type: 'error' });
    } finally {
      busy.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`like-btn${state.isLike ? ' like-btn--on' : ''}`}
      aria-pressed={state.isLike}
      // Until the session check answers, a tap could not say whether to like or to ask for a login.
      disabled={!known}
      onClick={() => void toggle()}
      data-testid={`${kind}-like`}
    >
      <HeartIcon filled={state.isLike} size={18} />
      {/* The name is the visible count with what it counts: '후기 좋아요 7'. */}
      <span className="visually-hidden">{label} 좋아요 </span>
      <span>{state.likeCnt}</span>
    </button>
  );
}
