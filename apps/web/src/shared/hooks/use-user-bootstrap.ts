import { useEffect } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useUserStore } from '../stores/user-store.ts';
import { useSessionNavigation } from './use-session-navigation.ts';

/**
 * Starts the session machinery once: lends the router to the API client, then resolves the user type,
 * OTHER until GET /api/user answers (decision 0009). A guest gets {item: null}; an expired access cookie
 * gets 401, which the client turns into one reissue and a retry, or the session-expired path. Any other
 * failure (network, 5xx) leaves a guest — the shell must stay usable when the session service is down.
 */
export function useUserBootstrap(): void {
  // Registered first: the check below may already need to send the user to sign-in.
  useSessionNavigation();
  useEffect(() => {
    const controller = new AbortController();
    const { setLoading, setUserInfo, clearUserInfo, updated: before } = useUserStore.getState();
    setLoading(true);
    // A login that finishes while this check is in flight (the social redirect page) is newer than its
    // answer, which the browser may even take from the guest-time preload: the newer one stays.
    const overtaken = () => useUserStore.getState().updated !== before;
    // Loaded on demand: the API client and its schemas are not needed to paint the first screen.
    import('../api/get-current-user.ts')
      .then(({ getCurrentUser }) => getCurrentUser(controller.signal))
      .then((user) => {
        if (overtaken()) return;
        if (user) setUserInfo(user);
        else clearUserInfo();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || overtaken()) return;
        // A final 401 was already handled by the client (session expired); keep no error for it.
        const expected = isApiError(error) && error.status === 401;
        clearUserInfo(expected || !(error instanceof Error) ? null : error.message);
      });
    return () => controller.abort();
  }, []);
}
