import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, partners, recommendations } from '../../db/schema/index.ts';
import { partnerCardColumns } from '../halls/partner-card-sql.ts';
import { partnerListed } from '../partners/listed-sql.ts';

export type NearbyRow = {
  id: number;
  uuid: string;
  bizName: string;
  coverUrl: string | null;
  region: string;
  subRegion: string | null;
  isLiked: boolean;
  adCode: string | null;
  adName: string | null;
};

export type NearbyRepository = {
  /** Halls with a NEARBY ad running now in the region (or everywhere), in the ads' order. */
  findAdvertised(region: string, now: Date, viewerId: number | null): Promise<NearbyRow[]>;
  /** The curated list under the key (partner ids in display order); empty when there is none. */
  findRecommendedIds(key: string): Promise<number[]>;
  /** Halls by id, in no particular order. */
  findHalls(ids: readonly number[], viewerId: number | null): Promise<NearbyRow[]>;
};

export function createNearbyRepository(db: Db): NearbyRepository {
  const columns = (viewerId: number | null) => ({ id: partners.id, ...partnerCardColumns(db, viewerId) });
  return {
    async findAdvertised(region, now, viewerId) {
      return db
        .select({ ...columns(viewerId), adCode: ads.adCode, adName: ads.adName })
        .from(ads)
        .innerJoin(partners, eq(partners.id, ads.partnerId))
        .where(
          and(
            eq(ads.placement, 'NEARBY'),
            partnerListed(),
            or(eq(ads.region, region), isNull(ads.region)),
            lte(ads.startsAt, now),
            gt(ads.endsAt, now),
          ),
        )
        .orderBy(asc(ads.sort), asc(ads.id));
    },

    async findRecommendedIds(key) {
      const [row] = await db
        .select({ ids: recommendations.partnerIds })
        .from(recommendations)
        .where(eq(recommendations.key, key));
      return row?.ids ?? [];
    },

    async findHalls(ids, viewerId) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns(viewerId))
        .from(partners)
        .where(and(inArray(partners.id, [...ids]), partnerListed()));
      return rows.map((row) => ({ ...row, adCode: null, adName: null }));
    },
  };
}
