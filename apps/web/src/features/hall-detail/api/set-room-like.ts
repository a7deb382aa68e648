import type { HallLikeResponse } from '@wedding/contract/like-responses';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST (like) or DELETE (unlike) /v3/like/hall/{id} (spec §7): an individual hall's heart; answers the new state. */
export async function setRoomLike(roomId: number, like: boolean): Promise<HallLikeResponse['item']> {
  const body = await apiRequest<HallLikeResponse>(`/v3/like/hall/${roomId}`, { method: like ? 'POST' : 'DELETE' });
  return body.item;
}
