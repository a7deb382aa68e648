import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { individualHallLikes, individualHalls, partnerLikes, partners } from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';
import { partnerPublic } from '../partners/listed-sql.ts';

export type LikeRepository = {
  /**
   * Sets the customer's like of a partner and keeps partners.like_count in step, in one transaction: the
   * count changes only when the like row really appeared or went. Null when there is no such partner.
   */
  setPartnerLike(input: {
    customerId: number;
    partnerUuid: string;
    like: boolean;
  }): Promise<{ likeCount: number } | null>;
  /** Sets the customer's like of a room. False when there is no such room. */
  setRoomLike(input: { customerId: number; individualHallId: number; like: boolean }): Promise<boolean>;
};

export function createLikeRepository(db: Db): LikeRepository {
  return {
    setPartnerLike({ customerId, partnerUuid, like }) {
      return db.transaction(async (tx) => {
        // Lock the partner row: two parallel likes by different customers then count one after the other.
        const [partner] = await tx
          .select({ id: partners.id })
          .from(partners)
          // A DRAFT partner (issue 29 §4) is not found, as its page is not.
          .where(and(eq(partners.uuid, partnerUuid), partnerPublic()))
          .for('update');
        if (!partner) return null;
        // A couple's like is one (issue 30 §1, decision 0061): liking what the linked partner already liked adds
        // nothing, and unliking by either removes both rows. The partner row's lock above orders the two.
        const mine = and(inHousehold(partnerLikes.customerId, customerId), eq(partnerLikes.partnerId, partner.id));
        const changed = like
          ? (await tx.select({ one: partnerLikes.partnerId }).from(partnerLikes).where(mine).limit(1)).length
            ? []
            : await tx
                .insert(partnerLikes)
                .values({ customerId, partnerId: partner.id })
                .onConflictDoNothing()
                .returning({ one: partnerLikes.partnerId })
          : await tx.delete(partnerLikes).where(mine).returning({ one: partnerLikes.partnerId });
        const delta = like ? changed.length : -changed.length;
        const [row] = await tx
          .update(partners)
          .set({ likeCount: sql`greatest(${partners.likeCount} + ${delta}, 0)` })
          .where(eq(partners.id, partner.id))
          .returning({ likeCount: partners.likeCount });
        return { likeCount: row?.likeCount ?? 0 };
      });
    },

    async setRoomLike({ customerId, individualHallId, like }) {
      const [room] = await db
        .select({ id: individualHalls.id })
        .from(individualHalls)
        .where(eq(individualHalls.id, individualHallId));
      if (!room) return false;
      // As for halls: one like per couple, and unliking by either removes it for both (decision 0061).
      const ours = and(
        inHousehold(individualHallLikes.customerId, customerId),
        eq(individualHallLikes.individualHallId, individualHallId),
      );
      if (!like) await db.delete(individualHallLikes).where(ours);
      else if (
        !(await db.select({ one: individualHallLikes.individualHallId }).from(individualHallLikes).where(ours)).length
      )
        await db.insert(individualHallLikes).values({ customerId, individualHallId }).onConflictDoNothing();
      return true;
    },
  };
}
