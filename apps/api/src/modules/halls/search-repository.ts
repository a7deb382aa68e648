import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, partners } from '../../db/schema/index.ts';
import type { HallCardRow } from './hall-card.ts';
import { partnerCardColumns } from './partner-card-sql.ts';
import type { HallSearchCriteria } from './search-criteria.ts';
import { hallSearchWhere } from './search-filter-sql.ts';

export type HallSearchRow = HallCardRow & {
  id: number;
  minPrice: number;
  totalAmount: number;
  discountRate: number;
  level: 'RESERVE' | 'CONTRACT' | null;
  consultingSlotsDisplayed: boolean;
  consultingUsed: boolean;
  contractUsed: boolean;
};

export type HallSearchRepository = {
  /** One page of matching halls in display order, and how many match in all. */
  searchHalls(
    input: { criteria: HallSearchCriteria; now: Date; viewerId: number | null; offset: number; limit: number },
    tx?: Db,
  ): Promise<{ rows: HallSearchRow[]; total: number }>;
};

export function createHallSearchRepository(db: Db): HallSearchRepository {
  return {
    async searchHalls({ criteria, now, viewerId, offset, limit }, tx = db) {
      const where = hallSearchWhere(tx, criteria);
      // An active SEARCH ad lifts a hall to the top when it shows everywhere (region null) or in the
      // searched region; one per hall (the latest started), so a hall with two campaigns is listed once.
      const searchAds = tx
        .selectDistinctOn([ads.partnerId], { partnerId: ads.partnerId, adCode: ads.adCode, adName: ads.adName })
        .from(ads)
        .where(
          and(
            eq(ads.placement, 'SEARCH'),
            lte(ads.startsAt, now),
            gt(ads.endsAt, now),
            criteria.region === undefined
              ? isNull(ads.region)
              : or(isNull(ads.region), eq(ads.region, criteria.region)),
          ),
        )
        .orderBy(ads.partnerId, desc(ads.startsAt))
        .as('search_ads');

      const page = tx
        .select({
          id: partners.id,
          ...partnerCardColumns(tx, viewerId),
          adCode: searchAds.adCode,
          adName: searchAds.adName,
          minPrice: partners.minPrice,
          totalAmount: partners.totalAmount,
          discountRate: partners.discountRate,
          level: partners.level,
          consultingSlotsDisplayed: partners.consultingSlotsDisplayed,
          consultingUsed: partners.consultingUsed,
          contractUsed: partners.contractUsed,
          // Counted over every match before the LIMIT, so the EXISTS probes run once for page and total.
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(partners)
        .leftJoin(searchAds, eq(searchAds.partnerId, partners.id))
        .where(where)
        // id last makes the order total, so fetchStart pages never repeat or skip a hall.
        .orderBy(
          sql`${searchAds.partnerId} is null`,
          desc(partners.likeCount),
          desc(partners.reviewCount),
          asc(partners.id),
        )
        .offset(offset)
        .limit(limit);
      const rows = await page;
      if (rows.length > 0 || offset === 0) {
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
      }
      // Paged past the end: no row carries the count, so count on its own.
      const [counted] = await tx.select({ total: count() }).from(partners).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },
  };
}
