import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerLikes, partners } from '../../db/schema/index.ts';
import { partnerCardColumns } from '../halls/partner-card-sql.ts';

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
  /** The customer's liked partners of one type, newest like first, and how many there are in all. */
  findLiked(input: {
    customerId: number;
    type: number;
    offset: number;
    limit: number;
  }): Promise<{ rows: PartnerCardRow[]; total: number }>;
};

export function createPartnerRepository(db: Db): PartnerRepository {
  return {
    findByUuids({ uuids, viewerId }, tx = db) {
      return tx
        .select(partnerCardColumns(tx, viewerId))
        .from(partners)
        .where(inArray(partners.uuid, [...uuids]));
    },

    async findLiked({ customerId, type, offset, limit }) {
      const where = and(eq(partnerLikes.customerId, customerId), eq(partners.type, type));
      const [rows, [counted]] = await Promise.all([
        db
          .select(partnerCardColumns(db, customerId))
          .from(partnerLikes)
          .innerJoin(partners, eq(partners.id, partnerLikes.partnerId))
          .where(where)
          .orderBy(desc(partnerLikes.createdAt), desc(partnerLikes.partnerId))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: count() })
          .from(partnerLikes)
          .innerJoin(partners, eq(partners.id, partnerLikes.partnerId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findType(uuid, tx = db) {
      const [row] = await tx.select({ type: partners.type }).from(partners).where(eq(partners.uuid, uuid));
      return row?.type ?? null;
    },
  };
}
