import { queryOptions } from '@tanstack/react-query';
import type { CoupleInvite, CoupleStatus } from '@wedding/contract/couples';
import { COUPLE_API } from '@wedding/contract/couples-constants';
import { apiRequest } from '../../../shared/api/client.ts';

// The couple link (issue 30 §1): my partner or my open invite; make an invite, accept a code, unlink.

export const coupleQuery = () =>
  queryOptions({
    queryKey: ['couple'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ item: CoupleStatus }>(COUPLE_API, { signal })).item,
  });

export const createInvite = async () =>
  (await apiRequest<{ item: CoupleInvite }>(`${COUPLE_API}/invite`, { method: 'POST' })).item;

export const acceptInvite = async (code: string) =>
  (await apiRequest<{ item: CoupleStatus }>(`${COUPLE_API}/accept`, { method: 'POST', body: { code } })).item;

export const unlinkCouple = async () =>
  (await apiRequest<{ item: CoupleStatus }>(COUPLE_API, { method: 'DELETE' })).item;

/** What a link or unlink changes besides the couple itself: the shared likes, watches and wedding date. */
export const SHARED_QUERY_KEYS = [['couple'], ['watches'], ['likes'], ['user'], ['my-bookings']] as const;
