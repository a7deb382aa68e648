import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerLikes, partners } from '../../db/schema/index.ts';

export type PartnerCardRow = {
  uuid: string;
  type: number;
  bizName: string;
  coverUrl: string | null;
  region: string;
  subRegion: string | null;
  isLiked: boolean;
};

export type PartnerRepository = {
  /** Partners of any type with these uuids, in no particular order; unknown uuids find nothing. */
  findByUuids(input: { uuids: readonly string[]; viewerId: number | null }, tx?: Db): Promise<PartnerCardRow[]>;
  findType(uuid: string, tx?: Db): Promise<number | null>;
};

/** Has the viewer liked the current `partners` row? Always false for a guest (null). */
function likedBy(tx: Db, viewerId: number | null): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`.mapWith(Boolean);
  const liked = tx
    .select({ one: sql`1` })
    .from(partnerLikes)
    .where(and(eq(partnerLikes.customerId, viewerId), eq(partnerLikes.partnerId, partners.id)));
  return sql<boolean>`${exists(liked)}`.mapWith(Boolean);
}

export function createPartnerRepository(db: Db): PartnerRepository {
  return {
    findByUuids({ uuids, viewerId }, tx = db) {
      return tx
        .select({
          uuid: partners.uuid,
          type: partners.type,
          bizName: partners.bizName,
          coverUrl: partners.coverUrl,
          region: partners.region,
          subRegion: partners.subRegion,
          isLiked: likedBy(tx, viewerId),
        })
        .from(partners)
        .where(inArray(partners.uuid, [...uuids]));
    },

    async findType(uuid, tx = db) {
      const [row] = await tx.select({ type: partners.type }).from(partners).where(eq(partners.uuid, uuid));
      return row?.type ?? null;
    },
  };
}
