import type { PartnerLikeResponse } from '@wedding/contract/like-responses';
import { apiRequest } from '../../../shared/api/client.ts';

/** PUT /v3/20240729/partner/{uuid}/like {state}: the hall page's like call (spec §7); answers the new state. */
export async function setHallLike(partnerUuid: string, like: boolean): Promise<PartnerLikeResponse['item']> {
  const body = await apiRequest<PartnerLikeResponse>(`/v3/20240729/partner/${encodeURIComponent(partnerUuid)}/like`, {
    method: 'PUT',
    body: { state: like ? 1 : 0 },
  });
  return body.item;
}
