import { useEffect } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useUserStore } from '../stores/user-store.ts';

/**
 * Resolves the user type once at start: OTHER until GET /api/user answers. Any failure (401, 404, network)
 * means guest — the shell must stay usable when the session service is down.
 */
export function useUserBootstrap(): void {
  useEffect(() => {
    const controller = new AbortController();
    const { setLoading, setUserInfo, clearUserInfo } = useUserStore.getState();
    setLoading(true);
    // Loaded on demand: the API client and its schemas are not needed to paint the first screen.
    import('../api/get-current-user.ts')
      .then(({ getCurrentUser }) => getCurrentUser(controller.signal))
      .then((user) => {
        if (user) setUserInfo({ customerUuid: user.customerUuid, weddingDate: user.weddingDate ?? null });
        else clearUserInfo();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 401/404 is the ordinary guest answer, not an error worth keeping.
        const expected = isApiError(error) && (error.status === 401 || error.status === 404);
        clearUserInfo(expected || !(error instanceof Error) ? null : error.message);
      });
    return () => controller.abort();
  }, []);
}
