import type { HallSearchItem, HallSearchQuery } from '@wedding/contract/hall-search';
import { guaranteeBounds } from '@wedding/domain/guarantee-filter';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { expandWeddingTimes } from '@wedding/domain/slot-filters';
import { toHallCard } from './hall-card.ts';
import type { HallSearchCriteria, SlotCriteria } from './search-criteria.ts';
import type { HallSearchRepository } from './search-repository.ts';

export type HallSearchService = {
  /** `viewerId` is the signed-in customer (their likes fill isLiked), null for a guest. */
  searchHalls(query: HallSearchQuery, viewerId: number | null): Promise<{ item: HallSearchItem[]; total: number }>;
};

const SLOT_CHIPS = [
  'dayOfWeeks',
  'weddingTimes',
  'minGuarantee',
  'maxGuarantee',
  'minRentalPrice',
  'maxRentalPrice',
  'minMealPrice',
  'maxMealPrice',
] as const satisfies readonly (keyof HallSearchQuery)[];

const hasValue = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** Slot-level chips describe one open slot from today (Seoul) on; null when none was given. */
function slotCriteria(query: HallSearchQuery, now: Date): SlotCriteria | null {
  if (!SLOT_CHIPS.some((chip) => hasValue(query[chip]))) return null;
  const { min, max } = guaranteeBounds(query);
  return {
    today: seoulToday(now),
    dayOfWeeks: query.dayOfWeeks,
    weddingTimes: query.weddingTimes && expandWeddingTimes(query.weddingTimes),
    minGuarantee: min,
    maxGuarantee: max,
    minRentalPrice: query.minRentalPrice,
    maxRentalPrice: query.maxRentalPrice,
    minMealPrice: query.minMealPrice,
    maxMealPrice: query.maxMealPrice,
  };
}

export function toSearchCriteria(query: HallSearchQuery, now: Date): HallSearchCriteria {
  return {
    region: query.region,
    subRegion: query.subRegion,
    styles: query.styles,
    mealTypes: query.mealTypes,
    ceremonyTypes: query.ceremonyTypes,
    trafficTypes: query.trafficTypes,
    levels: query.levels,
    tags: query.tags,
    keyword: query.keyword?.trim() || undefined,
    slot: slotCriteria(query, now),
  };
}

/**
 * Hall search (spec §7 'GET {token} (filters, fetchStart)'): halls with an active SEARCH ad first, then
 * most liked, most reviewed, oldest id.
 */
export function createHallSearchService(deps: {
  repository: HallSearchRepository;
  now?: () => Date;
}): HallSearchService {
  const now = deps.now ?? (() => new Date());
  return {
    async searchHalls(query, viewerId) {
      const at = now();
      const { rows, total } = await deps.repository.searchHalls({
        criteria: toSearchCriteria(query, at),
        now: at,
        viewerId,
        offset: query.fetchStart,
        limit: query.fetchSize,
      });
      const item = rows.map((row) => ({
        ...toHallCard(row),
        partnerId: row.id,
        minPrice: row.minPrice,
        totalAmount: row.totalAmount,
        discountRate: row.discountRate,
        level: row.level,
        consultingSlotsDisplayed: row.consultingSlotsDisplayed,
        consultingUsed: row.consultingUsed,
        contractUsed: row.contractUsed,
      }));
      return { item, total };
    },
  };
}
