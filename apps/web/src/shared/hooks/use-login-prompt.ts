import { shouldShowLoginPrompt } from '@wedding/domain/login-prompt';
import { LOGIN_REQUIRED_CONFIRM } from '@wedding/domain/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginPromptStore } from '../stores/login-prompt-store.ts';
import { useDialog } from './use-dialog.ts';

export const SIGN_IN_PATH = '/sign-in/email';

/** Where sign-in returns to afterwards: the page the guest was on, query included. */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/**
 * Returns `prompt()`: the login confirm of spec §4/§8, at most once per 5 s (several guarded buttons can
 * fire together) and never on the auth pages. Returns whether the prompt was shown.
 */
export function useLoginPrompt(): () => boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useDialog();
  const markShown = useLoginPromptStore((state) => state.markShown);

  return useCallback(() => {
    const now = Date.now();
    const { lastShownAt } = useLoginPromptStore.getState();
    if (!shouldShowLoginPrompt({ now, lastShownAt, pathname: location.pathname })) return false;
    markShown(now);
    const returnTo = `${location.pathname}${location.search}`;
    dialog.confirm(LOGIN_REQUIRED_CONFIRM, {
      confirmLabel: '로그인',
      onConfirm: () => void navigate(signInUrl(returnTo)),
    });
    return true;
  }, [location.pathname, location.search, navigate, dialog, markShown]);
}
