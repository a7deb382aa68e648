import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { MySuspension, MySuspensionResponse } from '@wedding/contract/moderation';
import { isLoggedIn, useUserStore } from '../stores/user-store.ts';
import { apiRequest } from './client.ts';
import { isSuspensionRefusal, suspensionQueryKey } from './suspension-refusal.ts';

// A suspended customer sees why before they type (issue 29 §2, decision 0057): /mypage and every writing screen
// read the viewer's own suspension and show its notice, with the input disabled.

export const SUSPENSION_PATH = '/web/v1/community/suspension';
export { suspensionQueryKey };

/** GET /web/v1/community/suspension: the signed-in customer's suspension holding now, or null. */
export async function getMySuspension(signal?: AbortSignal): Promise<MySuspension | null> {
  return (await apiRequest<MySuspensionResponse>(SUSPENSION_PATH, { signal })).item.suspension;
}

/**
 * The viewer's suspension, or null (a guest, not suspended, or not known yet: the server still refuses a write
 * then, and the refusal brings the notice, see `refreshSuspensionOn`). Read again when the window regains focus,
 * so an operator's lifting shows without a reload.
 */
export function useMySuspension(): MySuspension | null {
  const loggedIn = useUserStore(isLoggedIn);
  const query = useQuery({
    queryKey: suspensionQueryKey,
    queryFn: ({ signal }) => getMySuspension(signal),
    enabled: loggedIn,
    refetchOnWindowFocus: true,
  });
  return (loggedIn && query.data) || null;
}

/** A write refused with ACCOUNT_SUSPENDED: read the suspension again, so the open form turns into its notice. */
export function refreshSuspensionOn(queryClient: QueryClient, error: unknown): void {
  if (isSuspensionRefusal(error)) void queryClient.invalidateQueries({ queryKey: suspensionQueryKey });
}
