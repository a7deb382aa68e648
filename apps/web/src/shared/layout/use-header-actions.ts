import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginPrompt } from '../hooks/use-login-prompt.ts';
import { useSignedInTap } from '../hooks/use-once-session-known.ts';
import { searchTarget } from '../lib/search-target.ts';
import { useNativeBridge } from '../native/use-native-bridge.ts';
import { hasNewPush, isLoggedIn, useUserStore } from '../stores/user-store.ts';
import type { HeaderAction, HeaderActionKind } from '../ui/header.tsx';
import { useLoadPushCheck, useRecordPushCheck, useRefreshNewPush } from './use-push-check.ts';

type Options = {
  /** The product id passed to the general search from a product page (spec §2). */
  productId?: string;
  /** like/more belong to the page's item; pages that support them pass what a logged-in user gets. */
  onLike?: () => void;
  onMore?: () => void;
  liked?: boolean;
};

/**
 * Wires the header icons. Guests pressing push, chat, like or more get the login prompt (spec §6); search
 * is open to everyone; close goes through the native bridge. Push shows a dot for a push newer than the
 * last check, and opening it records a new check (decision 0009).
 */
export function useHeaderActions(kinds: readonly HeaderActionKind[], options: Options = {}): HeaderAction[] {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const bridge = useNativeBridge();
  const promptLogin = useLoginPrompt();
  const loggedIn = useUserStore(isLoggedIn);
  const signedIn = useSignedInTap(promptLogin);
  const newPush = useUserStore(hasNewPush);
  const showsPush = loggedIn && kinds.includes('push');
  useLoadPushCheck(showsPush);
  useRefreshNewPush(showsPush);
  const recordPushCheck = useRecordPushCheck();
  const { productId, onLike, onMore, liked } = options;

  return useMemo(() => {
    // Only a known guest is asked to log in; before the session check answers, a tap waits for it, then acts.
    const guarded = (action: (() => void) | undefined) => () => signedIn(() => action?.());
    const handlers: Record<HeaderActionKind, () => void> = {
      push: guarded(() => {
        recordPushCheck();
        bridge.openPush();
      }),
      chat: guarded(bridge.openChat),
      like: guarded(onLike),
      more: guarded(onMore),
      search: () => void navigate(searchTarget(pathname, productId)),
      close: bridge.close,
    };
    return kinds.map((kind) => ({
      kind,
      onClick: handlers[kind],
      hasNew: kind === 'push' ? newPush : undefined,
      pressed: kind === 'like' ? Boolean(liked) : undefined,
    }));
  }, [kinds, signedIn, newPush, recordPushCheck, bridge, navigate, pathname, productId, onLike, onMore, liked]);
}
