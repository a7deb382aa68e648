import type { CurrentUser } from '@wedding/contract/session';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store.ts';
import { afterLoginPath } from '../lib/after-login-path.ts';

/** Stores the signed-in user and goes to returnTo, or to the additional-info page when the profile is incomplete. */
export function useEnterSignedIn() {
  const navigate = useNavigate();
  return useCallback(
    (user: CurrentUser, returnTo: string | null | undefined) => {
      useUserStore.getState().setUserInfo(user);
      // replace: the back button must not land on a sign-in form the user has already passed.
      void navigate(afterLoginPath(returnTo, user.profileComplete), { replace: true });
    },
    [navigate],
  );
}

/**
 * The last steps shared by email login and sign-up: trade the one-time login token for session cookies,
 * then enter as above. Throws the exchange's ApiError so the caller shows it where the user is looking.
 */
export function useFinishLogin() {
  const enter = useEnterSignedIn();
  return useCallback(
    async (loginToken: string, returnTo: string | null | undefined) => {
      // Loaded on use, like every call on these forms: the schemas are not needed to paint them.
      const { exchangeLoginToken } = await import('../api/exchange-login-token.ts');
      enter(await exchangeLoginToken(loginToken), returnTo);
    },
    [enter],
  );
}
