import type { RemainingWeddingDaysQuery } from '@wedding/contract/slots';
import { applyDateRange } from '@wedding/domain/date-range-picker';
import type { SlotFilterState } from './slot-filters.ts';

/** Fixed conditions a screen puts on its list (the event section's `discounted: true`, say). */
export type SlotFixedQuery = Partial<Omit<RemainingWeddingDaysQuery, 'page' | 'fetchSize' | 'partnerUuid'>>;

/** What one list asks the API for, page aside; it is also the list's cache key. */
export type SlotListQuery = SlotFixedQuery & Pick<RemainingWeddingDaysQuery, 'sortType'>;

/**
 * The API query for a filter state. Guarantee bounds go raw (the API applies spec §5's 0 and 350 rules);
 * a bound at its slider end stop is null here and is not sent. The date range goes through the domain's
 * applyDateRange (a start alone is a single day).
 */
export function slotListQuery(state: SlotFilterState, fixed: SlotFixedQuery = {}): SlotListQuery {
  const query: SlotListQuery = { ...fixed, sortType: state.sortType, ...applyDateRange(state.dateRange) };
  if (state.dayOfWeeks.length > 0) query.dayOfWeeks = state.dayOfWeeks;
  if (state.weddingTimes.length > 0) query.weddingTimes = state.weddingTimes as SlotListQuery['weddingTimes'];
  if (state.minGuarantee !== null) query.minGuarantee = state.minGuarantee;
  if (state.maxGuarantee !== null) query.maxGuarantee = state.maxGuarantee;
  return query;
}
