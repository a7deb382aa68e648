import { shouldShowLoginPrompt } from '@wedding/domain/login-prompt';
import { LOGIN_REQUIRED_CONFIRM } from '@wedding/domain/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useLoginPromptStore } from '../stores/login-prompt-store.ts';

/** Decision 0009: every way to sign in starts at the social sign-in page, which also offers email. */
export const SIGN_IN_PATH = '/sign-in/social';

/** Sign-in that comes back afterwards to `returnTo` (path and query of the page the user was on). */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** What a caller may change: the sentence (a like keeps spec §5's own), and the throttle. */
export type LoginPromptOptions = {
  message?: string;
  /**
   * Spec §4 throttles the prompt "by default" so that several guarded actions firing at once show one. A tap
   * the user makes again on purpose (a heart after 취소) passes 0, or the second tap would do nothing.
   */
  throttleMs?: number;
};

/**
 * The login confirm of spec §4/§8, for callers outside React too (the API client's guest 401): at most once
 * per 5 s (several guarded actions can fire together) and never on the auth pages. OK goes to sign-in with
 * `returnTo`. Returns whether the prompt was shown.
 */
export function promptLogin(
  returnTo: string,
  navigate: (to: string) => void,
  { message = LOGIN_REQUIRED_CONFIRM, throttleMs }: LoginPromptOptions = {},
): boolean {
  const now = Date.now();
  const { lastShownAt, markShown } = useLoginPromptStore.getState();
  const pathname = returnTo.split(/[?#]/)[0] ?? returnTo;
  if (!shouldShowLoginPrompt({ now, lastShownAt, pathname, throttleMs })) return false;
  markShown(now);
  useDialogStore.getState().open({
    kind: 'confirm',
    message,
    confirmLabel: '로그인',
    onConfirm: () => navigate(signInUrl(returnTo)),
  });
  return true;
}

/** `prompt()` bound to the current page: the login confirm whose OK returns here after sign-in. */
export function useLoginPrompt(options?: LoginPromptOptions): () => boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const message = options?.message;
  const throttleMs = options?.throttleMs;
  return useCallback(
    () => promptLogin(`${location.pathname}${location.search}`, (to) => void navigate(to), { message, throttleMs }),
    [location.pathname, location.search, navigate, message, throttleMs],
  );
}
