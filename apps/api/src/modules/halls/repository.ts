import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, partners } from '../../db/schema/index.ts';
import { partnerListed } from '../partners/listed-sql.ts';
import type { HallCardRow } from './hall-card.ts';
import { partnerCardColumns } from './partner-card-sql.ts';

export type PopularHallRow = HallCardRow;

export type HallRepository = {
  /** `viewerId` fills isLiked from the viewer's likes; null (a guest) reads false. */
  findPopularHalls(input: { limit: number; now: Date; viewerId: number | null }, tx?: Db): Promise<PopularHallRow[]>;
};

export function createHallRepository(db: Db): HallRepository {
  return {
    async findPopularHalls({ limit, now, viewerId }, tx = db) {
      // One active POPULAR ad per hall (the latest started), so a hall with two campaigns is listed once.
      const activeAds = tx
        .selectDistinctOn([ads.partnerId], { partnerId: ads.partnerId, adCode: ads.adCode, adName: ads.adName })
        .from(ads)
        .where(and(eq(ads.placement, 'POPULAR'), lte(ads.startsAt, now), gt(ads.endsAt, now)))
        .orderBy(ads.partnerId, desc(ads.startsAt))
        .as('active_ads');

      return tx
        .select({ ...partnerCardColumns(tx, viewerId), adCode: activeAds.adCode, adName: activeAds.adName })
        .from(partners)
        .leftJoin(activeAds, eq(activeAds.partnerId, partners.id))
        .where(and(eq(partners.type, PARTNER_TYPE.WEDDING_HALL), partnerListed()))
        .orderBy(
          sql`${activeAds.partnerId} is null`,
          desc(partners.likeCount),
          desc(partners.reviewCount),
          asc(partners.id),
        )
        .limit(limit);
    },
  };
}
