import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { individualHallLikes, individualHalls, partnerLikes, partners } from '../../db/schema/index.ts';
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
        const changed = like
          ? await tx
              .insert(partnerLikes)
              .values({ customerId, partnerId: partner.id })
              .onConflictDoNothing()
              .returning({ one: partnerLikes.partnerId })
          : await tx
              .delete(partnerLikes)
              .where(and(eq(partnerLikes.customerId, customerId), eq(partnerLikes.partnerId, partner.id)))
              .returning({ one: partnerLikes.partnerId });
        const delta = changed.length === 0 ? 0 : like ? 1 : -1;
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
      if (like) await db.insert(individualHallLikes).values({ customerId, individualHallId }).onConflictDoNothing();
      else
        await db
          .delete(individualHallLikes)
          .where(
            and(
              eq(individualHallLikes.customerId, customerId),
              eq(individualHallLikes.individualHallId, individualHallId),
            ),
          );
      return true;
    },
  };
}
