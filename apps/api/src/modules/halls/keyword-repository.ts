import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, asc, countDistinct, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerSubways, partners } from '../../db/schema/index.ts';
import { partnerListed } from '../partners/listed-sql.ts';
import { ilikeContains } from './contains-sql.ts';

export type KeywordHallRow = { id: number; uuid: string; bizName: string; region: string; subRegion: string | null };
export type KeywordStationRow = { stationName: string; lineName: string; hallCount: number };

export type HallKeywordRepository = {
  /** Wedding halls whose name contains the keyword, most liked first. */
  findHallsByName(input: { keyword: string; limit: number }, tx?: Db): Promise<KeywordHallRow[]>;
  /** Stations (with their line) near wedding halls whose name contains the keyword, most halls first. */
  findStations(input: { keyword: string; limit: number }, tx?: Db): Promise<KeywordStationRow[]>;
};

export function createHallKeywordRepository(db: Db): HallKeywordRepository {
  return {
    findHallsByName({ keyword, limit }, tx = db) {
      return tx
        .select({
          id: partners.id,
          uuid: partners.uuid,
          bizName: partners.bizName,
          region: partners.region,
          subRegion: partners.subRegion,
        })
        .from(partners)
        .where(
          and(eq(partners.type, PARTNER_TYPE.WEDDING_HALL), partnerListed(), ilikeContains(partners.bizName, keyword)),
        )
        .orderBy(desc(partners.likeCount), desc(partners.reviewCount), asc(partners.id))
        .limit(limit);
    },

    findStations({ keyword, limit }, tx = db) {
      const hallCount = countDistinct(partnerSubways.partnerId);
      return tx
        .select({ stationName: partnerSubways.stationName, lineName: partnerSubways.lineName, hallCount })
        .from(partnerSubways)
        .innerJoin(partners, eq(partners.id, partnerSubways.partnerId))
        .where(
          and(
            eq(partners.type, PARTNER_TYPE.WEDDING_HALL),
            partnerListed(),
            ilikeContains(partnerSubways.stationName, keyword),
          ),
        )
        .groupBy(partnerSubways.stationName, partnerSubways.lineName)
        .orderBy(desc(hallCount), asc(partnerSubways.stationName), asc(partnerSubways.lineName))
        .limit(limit);
    },
  };
}
