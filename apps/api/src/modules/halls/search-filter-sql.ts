import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, arrayOverlaps, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerSubways, partners, weddingDays } from '../../db/schema/index.ts';
import { partnerListed } from '../partners/listed-sql.ts';
import { ilikeContains } from './contains-sql.ts';
import { hallLevelMatches } from './level-sql.ts';
import type { HallSearchCriteria, SlotCriteria } from './search-criteria.ts';

const given = <T>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0;

/** The label cards show ('서울 강남구', or just '인천'), as SQL over the partner row. */
const regionLabelSql = sql`${partners.region} || coalesce(' ' || ${partners.subRegion}, '')`;

/** Hall name, region label or a nearby station contains the keyword (so '강남' finds halls near 강남역). */
function keywordMatches(tx: Db, keyword: string): SQL | undefined {
  const nearStation = tx
    .select({ one: sql`1` })
    .from(partnerSubways)
    .where(and(eq(partnerSubways.partnerId, partners.id), ilikeContains(partnerSubways.stationName, keyword)));
  return or(ilikeContains(partners.bizName, keyword), ilikeContains(regionLabelSql, keyword), exists(nearStation));
}

/** One EXISTS: a single open, future slot must meet every slot-level chip together. */
function hasMatchingSlot(tx: Db, slot: SlotCriteria): SQL {
  const conditions = [
    eq(weddingDays.partnerId, partners.id),
    eq(weddingDays.state, 'OPEN'),
    gte(weddingDays.weddingDate, slot.today),
    given(slot.dayOfWeeks) ? inArray(weddingDays.dayOfWeek, [...slot.dayOfWeeks]) : undefined,
    given(slot.weddingTimes) ? inArray(weddingDays.weddingTime, [...slot.weddingTimes]) : undefined,
    slot.minGuarantee !== null ? gte(weddingDays.guarantee, slot.minGuarantee) : undefined,
    slot.maxGuarantee !== null ? lte(weddingDays.guarantee, slot.maxGuarantee) : undefined,
    slot.minRentalPrice !== undefined ? gte(weddingDays.rentalPrice, slot.minRentalPrice) : undefined,
    slot.maxRentalPrice !== undefined ? lte(weddingDays.rentalPrice, slot.maxRentalPrice) : undefined,
    slot.minMealPrice !== undefined ? gte(weddingDays.mealPrice, slot.minMealPrice) : undefined,
    slot.maxMealPrice !== undefined ? lte(weddingDays.mealPrice, slot.maxMealPrice) : undefined,
  ];
  return exists(
    tx
      .select({ one: sql`1` })
      .from(weddingDays)
      .where(and(...conditions)),
  );
}

/**
 * WHERE of the hall search over `partners`: wedding halls only; within a chip group any value matches
 * (array overlap, level IN), and every given group must match.
 */
export function hallSearchWhere(tx: Db, c: HallSearchCriteria): SQL | undefined {
  return and(
    eq(partners.type, PARTNER_TYPE.WEDDING_HALL),
    partnerListed(),
    c.region !== undefined ? eq(partners.region, c.region) : undefined,
    c.subRegion !== undefined ? eq(partners.subRegion, c.subRegion) : undefined,
    given(c.styles) ? arrayOverlaps(partners.styles, [...c.styles]) : undefined,
    given(c.mealTypes) ? arrayOverlaps(partners.mealTypes, [...c.mealTypes]) : undefined,
    given(c.ceremonyTypes) ? arrayOverlaps(partners.ceremonyTypes, [...c.ceremonyTypes]) : undefined,
    given(c.trafficTypes) ? arrayOverlaps(partners.trafficTypes, [...c.trafficTypes]) : undefined,
    given(c.levels) ? hallLevelMatches(c.levels) : undefined,
    given(c.tags) ? arrayOverlaps(partners.extraTags, [...c.tags]) : undefined,
    c.keyword ? keywordMatches(tx, c.keyword) : undefined,
    c.slot ? hasMatchingSlot(tx, c.slot) : undefined,
  );
}
