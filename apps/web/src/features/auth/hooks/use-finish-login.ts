import type { CurrentUser } from '@wedding/contract/session';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store.ts';
import { afterLoginPath } from '../lib/after-login-path.ts';
import { authDetourOf } from '../lib/auth-detour.ts';

/** Stores the signed-in user and goes to returnTo, or to the additional-info page when the profile is incomplete. */
export function useEnterSignedIn() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (user: CurrentUser, returnTo: string | null | undefined) => {
      useUserStore.getState().setUserInfo(user);
      const target = afterLoginPath(returnTo, user.profileComplete);
      // The back button must not land on a sign-in form the user has already passed: the detour's auth
      // entries are left (back to the page it started from, which the router waits for) and that entry
      // becomes the target; without a known detour (a deep link, the social round trip) this one is replaced.
      const detour = authDetourOf(state);
      if (!detour) {
        void navigate(target, { replace: true });
        return;
      }
      void navigate(-detour.authSteps);
      // Returning to the very page left keeps its entry, and with it the scroll position.
      if (target !== detour.authFrom) void navigate(target, { replace: true });
    },
    [navigate, state],
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
