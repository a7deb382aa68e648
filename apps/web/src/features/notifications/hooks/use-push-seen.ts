import { useEffect } from 'react';
import { useRecordPushCheck } from '../../../shared/layout/use-push-check.ts';
import { useUserStore } from '../../../shared/stores/user-store.ts';

/**
 * Opening the inbox is opening the notifications (decision 0009): the header's dot compares newPushTsp with the
 * last check, so the page records a check, whether it was reached by the bell, the app's push link or an
 * address. `newestTsp` is the newest entry the list shows: one newer than the store knew raises newPushTsp, and
 * being listed here counts as seen. Reading entries changes neither time, so it never brings the dot back.
 */
export function usePushSeen(newestTsp: number | null): void {
  const recordPushCheck = useRecordPushCheck();
  useEffect(() => {
    const state = useUserStore.getState();
    if (!state.userInfo) return;
    if (newestTsp !== null && (state.newPushTsp === null || newestTsp > state.newPushTsp))
      state.setNewPushTsp(newestTsp);
    const { newPushTsp, pushCheckTsp, pushCheckLoaded } = useUserStore.getState();
    // The bell's tap has just stored a check: no second write for the same look.
    const seen = pushCheckLoaded && (newPushTsp === null || (pushCheckTsp !== null && pushCheckTsp >= newPushTsp));
    if (!seen) recordPushCheck();
  }, [newestTsp, recordPushCheck]);
}
