import type { SlotLikeResponse } from '@wedding/contract/slots';
import { slotNotFound } from './errors.ts';
import type { SlotRepository } from './repository.ts';

type LikeState = SlotLikeResponse['item'];

export type SlotLikes = {
  /** Idempotent: liking a liked slot keeps the one like. 404 SLOT_NOT_FOUND for an unknown slot. */
  likeSlot(customerId: number, weddingDayId: number): Promise<LikeState>;
  /** Idempotent: unliking a slot that is not liked is fine. 404 SLOT_NOT_FOUND for an unknown slot. */
  unlikeSlot(customerId: number, weddingDayId: number): Promise<LikeState>;
};

/** A slot in any state can be liked: a couple may keep a booked date in their favourites to compare. */
export function createSlotLikes(deps: { repository: SlotRepository }): SlotLikes {
  return {
    async likeSlot(customerId, weddingDayId) {
      if (!(await deps.repository.addLike({ customerId, weddingDayId }))) throw slotNotFound();
      return { weddingDayId, isLike: true };
    },
    async unlikeSlot(customerId, weddingDayId) {
      if (!(await deps.repository.removeLike({ customerId, weddingDayId }))) throw slotNotFound();
      return { weddingDayId, isLike: false };
    },
  };
}
