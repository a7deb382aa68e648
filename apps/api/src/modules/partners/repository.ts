import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';
import { likedBy } from '../halls/liked-by-sql.ts';

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
