import { useCallback, useEffect } from 'react';
import { useUserStore } from '../stores/user-store.ts';

// The push-check calls load on first use; one loader, so the header's chunk lists the import once (initial JS).
const pushCheck = () => import('../api/push-check.ts');

// Which customer's check is being read, so several headers mounting together ask once.
let readingFor: string | null = null;

/**
 * Reads the customer's last push check once after login (decision 0009: the dot compares it with
 * newPushTsp). A failed read leaves it unknown: no dot is better than a wrong one, and the next header
 * mount tries again.
 */
export function useLoadPushCheck(enabled: boolean): void {
  const uuid = useUserStore((state) => state.userInfo?.customerUuid ?? null);
  const loaded = useUserStore((state) => state.pushCheckLoaded);

  useEffect(() => {
    if (!enabled || !uuid || loaded || readingFor === uuid) return;
    readingFor = uuid;
    pushCheck()
      .then((m) => m.readPushCheckTsp(uuid))
      .then((tsp) => {
        const state = useUserStore.getState();
        // A tap on the icon meanwhile already stored a newer check.
        if (state.userInfo?.customerUuid === uuid && !state.pushCheckLoaded) state.setPushCheckTsp(tsp);
      })
      .catch(() => undefined)
      .finally(() => {
        if (readingFor === uuid) readingFor = null;
      });
  }, [enabled, uuid, loaded]);
}

/**
 * Records that the customer is opening the notifications now: the dot goes at once, and the time is stored
 * for a year. The write does not hold up opening the list; if it fails, the dot may return next visit.
 */
export function useRecordPushCheck(): () => void {
  return useCallback(() => {
    const { userInfo, setPushCheckTsp, newPushTsp } = useUserStore.getState();
    if (!userInfo) return;
    // Everything up to the newest push is seen now, even when the server's clock runs ahead of the phone's.
    const now = Math.max(Date.now(), newPushTsp ?? 0);
    setPushCheckTsp(now);
    void pushCheck()
      .then((m) => m.writePushCheckTsp(userInfo.customerUuid, now))
      .catch(() => undefined);
  }, []);
}

/** How often the header asks for a newer push while the page is visible (issue 28 §3). */
export const NEW_PUSH_REFRESH_MS = 60_000;
// Focus and visibilitychange arrive together when a tab comes back: one question for both.
const REFRESH_GAP_MS = 2_000;
let lastRefreshAt = 0;

/**
 * Keeps newPushTsp current without a reload: asks for the newest entry's time when the window regains focus and
 * every minute while the page is visible, and raises newPushTsp when it is newer (never lowers it: /api/user's
 * time may be a push that is not an entry). The call's code loads on the first refresh, not with the page.
 */
export function useRefreshNewPush(enabled: boolean): void {
  const uuid = useUserStore((state) => state.userInfo?.customerUuid ?? null);
  useEffect(() => {
    if (!enabled || !uuid) return;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastRefreshAt < REFRESH_GAP_MS) return;
      lastRefreshAt = Date.now();
      pushCheck()
        .then((m) => m.readNewestPushTsp())
        .then((tsp) => {
          const state = useUserStore.getState();
          if (tsp !== null && state.userInfo?.customerUuid === uuid && (state.newPushTsp ?? 0) < tsp)
            state.setNewPushTsp(tsp);
        })
        .catch(() => undefined);
    };
    const timer = setInterval(refresh, NEW_PUSH_REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [enabled, uuid]);
}
