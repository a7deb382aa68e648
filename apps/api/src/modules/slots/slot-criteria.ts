import type { HallFilter } from '@wedding/contract/hall-filters';
import { guaranteeBounds } from '@wedding/domain/guarantee-filter';
import { daysInMonth, pad2 } from '@wedding/domain/seoul-calendar';
import { expandWeddingTimes } from '@wedding/domain/slot-filters';

// One slot search, normalised: what the SQL needs and nothing else, in a canonical form, so equal searches
// give equal cache keys for their total whatever order the query string listed its values in.

/** Inclusive 'YYYY-MM-DD' bounds; `to` null is open-ended. */
export type DateRange = { from: string; to: string | null };

/** The filters that live on the slot row itself (partner-level chips are resolved to partner ids first). */
export type SlotCriteria = {
  /** Disjoint and ascending; at least one (today onwards). Empty means nothing can match. */
  dateRanges: DateRange[];
  /** Restricts to these partners; null means any partner. Empty means nothing can match. */
  partnerIds: number[] | null;
  region: string | null;
  subRegion: string | null;
  dayOfWeeks: string[] | null;
  /** 'HH:MM', the '20:00' chip already expanded to 20:00 and 21:00. */
  weddingTimes: string[] | null;
  minGuarantee: number | null;
  maxGuarantee: number | null;
  minRentalPrice: number | null;
  maxRentalPrice: number | null;
  minMealPrice: number | null;
  maxMealPrice: number | null;
  discounted: boolean;
  /** Partners whose slots are left out (not listed: DRAFT or paused, issue 29 §4); absent when none, so keys stay as they were. */
  excludedPartnerIds?: number[];
};

/** The slot-level part of a search (the hall-level chips are resolved to `partnerIds` by the caller). */
export type SlotSearchInput = Omit<
  HallFilter,
  'styles' | 'mealTypes' | 'ceremonyTypes' | 'trafficTypes' | 'levels' | 'tags'
> & {
  startDate?: string;
  endDate?: string;
  months?: string[];
  discounted?: boolean;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

function monthRange(month: string): DateRange {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${pad2(daysInMonth(year, m))}` };
}

/**
 * "Remaining" starts today on the Seoul calendar; a date range and a month list narrow it further, and
 * both apply when both are given. Adjacent months merge into one range, which the date index reads in one pass.
 */
export function slotDateRanges(input: { today: string; startDate?: string; endDate?: string; months?: string[] }) {
  const from = later(input.today, input.startDate ?? input.today);
  const to = input.endDate ?? null;
  const months = [...new Set(input.months ?? [])].sort();
  const candidates = months.length > 0 ? months.map(monthRange) : [{ from, to }];
  const ranges: DateRange[] = [];
  for (const month of candidates) {
    const range = { from: later(month.from, from), to: earlier(month.to, to) };
    if (range.to !== null && range.to < range.from) continue;
    const last = ranges.at(-1);
    if (last?.to && dayAfter(last.to) === range.from) last.to = range.to;
    else ranges.push(range);
  }
  return ranges;
}

function dayAfter(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const sortedUnique = <T extends string>(values: readonly T[] | undefined): T[] | null =>
  values && values.length > 0 ? [...new Set(values)].sort() : null;

export function slotCriteria(
  input: SlotSearchInput,
  today: string,
  partnerIds: number[] | null,
  excludedPartnerIds: readonly number[] = [],
): SlotCriteria {
  const guarantee = guaranteeBounds(input);
  const times = input.weddingTimes?.length ? expandWeddingTimes(input.weddingTimes) : null;
  return {
    dateRanges: slotDateRanges({ today, ...input }),
    partnerIds: partnerIds && [...new Set(partnerIds)].sort((a, b) => a - b),
    region: input.region ?? null,
    subRegion: input.subRegion ?? null,
    dayOfWeeks: sortedUnique(input.dayOfWeeks),
    weddingTimes: times,
    minGuarantee: guarantee.min,
    maxGuarantee: guarantee.max,
    minRentalPrice: input.minRentalPrice ?? null,
    maxRentalPrice: input.maxRentalPrice ?? null,
    minMealPrice: input.minMealPrice ?? null,
    maxMealPrice: input.maxMealPrice ?? null,
    discounted: input.discounted === true,
    ...(excludedPartnerIds.length > 0
      ? { excludedPartnerIds: [...new Set(excludedPartnerIds)].sort((a, b) => a - b) }
      : {}),
  };
}

/** True when the criteria cannot match any slot, so no query needs to run. */
export function matchesNothing(criteria: SlotCriteria): boolean {
  return criteria.dateRanges.length === 0 || criteria.partnerIds?.length === 0;
}

/** A stable key: the same search, written any way, gives the same string (its fields in a fixed order). */
export function criteriaKey(criteria: SlotCriteria): string {
  return JSON.stringify(criteria);
}
