import { ADMIN_API } from '@wedding/contract/admin-constants';
import type { AdminDispute, AdminDisputeList } from '@wedding/contract/admin-disputes';
import type { AdminDisputeFilter } from '@wedding/contract/admin-disputes-constants';
import type { DisputeVerdict } from '@wedding/domain/review-dispute-verdict';
import { apiRequest } from '../../shared/api/client.ts';
import { ADMIN_QUERY_KEY } from './admin-api.ts';

// The operator console's review disputes (issue 29 §3): the list, one dispute, and the verdict.

/** Under the console's key, so signing out clears them with the rest. */
export const disputesQueryKey = [...ADMIN_QUERY_KEY, 'disputes'] as const;

export async function fetchDisputes(state: AdminDisputeFilter, page: number): Promise<AdminDisputeList> {
  return (await apiRequest<{ item: AdminDisputeList }>(`${ADMIN_API}/disputes`, { query: { state, page } })).item;
}

export async function fetchDispute(id: number): Promise<AdminDispute> {
  return (await apiRequest<{ item: AdminDispute }>(`${ADMIN_API}/disputes/${id}`)).item;
}

/** Upholds (the review is removed) or rejects (it stays) the dispute, with the reason people are told. */
export async function decideDispute(id: number, verdict: DisputeVerdict, reason: string): Promise<AdminDispute> {
  const action = verdict === 'UPHOLD' ? 'uphold' : 'reject';
  return (
    await apiRequest<{ item: AdminDispute }>(`${ADMIN_API}/disputes/${id}/${action}`, {
      method: 'POST',
      body: { reason },
    })
  ).item;
}
