import type { HallLikeResponse, PartnerLikeResponse } from '@wedding/contract/likes';
import { roomNotFound, venueNotFound } from './errors.ts';
import type { LikeRepository } from './like-repository.ts';

export type LikeService = {
  /** Idempotent: liking twice keeps one like. 404 HALL_NOT_FOUND for an unknown partner. */
  setPartnerLike(customerId: number, partnerUuid: string, like: boolean): Promise<PartnerLikeResponse['item']>;
  /** Idempotent. 404 INDIVIDUAL_HALL_NOT_FOUND for an unknown room. */
  setRoomLike(customerId: number, individualHallId: number, like: boolean): Promise<HallLikeResponse['item']>;
};

export function createLikeService(deps: { repository: LikeRepository }): LikeService {
  return {
    async setPartnerLike(customerId, partnerUuid, like) {
      const uuid = partnerUuid.toLowerCase();
      const result = await deps.repository.setPartnerLike({ customerId, partnerUuid: uuid, like });
      if (!result) throw venueNotFound();
      return { partnerUuid: uuid, isLike: like, likeCount: result.likeCount };
    },
    async setRoomLike(customerId, individualHallId, like) {
      if (!(await deps.repository.setRoomLike({ customerId, individualHallId, like }))) throw roomNotFound();
      return { id: individualHallId, isLike: like };
    },
  };
}
