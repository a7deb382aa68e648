import { isAuthPage } from '@wedding/domain/login-prompt';
import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { signInUrl } from '../hooks/use-login-prompt.ts';
import { useDialogStore } from '../stores/dialog-store.ts';
import { useLoginPromptStore } from '../stores/login-prompt-store.ts';
import { useUserStore } from '../stores/user-store.ts';
import { deleteSession } from './delete-session.ts';
import { sessionNavigation } from './session-navigation.ts';

/**
 * A reissue failed (spec §4, decision 0009): delete the tokens, forget the user, say so (`message`: session
 * expired, or spec §8's login-needed alert variant when there was no token at all), go to sign-in.
 * The DELETE is awaited before moving on, so it can never land after the user has signed in again.
 */
export async function expireSession(message: string = SESSION_EXPIRED): Promise<void> {
  await deleteSession().catch(() => {
    // Best effort: the refresh token was refused anyway, and the cookies expire on their own.
  });
  // The expiry alert is this moment's login prompt (spec §8 lists it as the prompt's alert variant): counting
  // it in the 5 s throttle keeps the page that just lost its user from stacking a login confirm on top.
  useLoginPromptStore.getState().markShown(Date.now());
  useUserStore.getState().clearUserInfo();
  const navigation = sessionNavigation();
  const here = navigation.currentPath();
  // Already on a sign-in or sign-up page: the user is where the message would send them.
  if (isAuthPage(here)) return;
  useDialogStore.getState().open({ kind: 'alert', message });
  navigation.navigate(signInUrl(here));
}
