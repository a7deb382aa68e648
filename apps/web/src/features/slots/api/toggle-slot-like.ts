import type { SlotLikeResponse } from '@wedding/contract/slots';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST likes, DELETE unlikes; both are idempotent and answer the resulting state. */
export async function toggleSlotLike(weddingDayId: number, like: boolean): Promise<SlotLikeResponse['item']> {
  const body = await apiRequest<SlotLikeResponse>(`/v3/like/wedding-day/${encodeURIComponent(String(weddingDayId))}`, {
    method: like ? 'POST' : 'DELETE',
  });
  return body.item;
}
