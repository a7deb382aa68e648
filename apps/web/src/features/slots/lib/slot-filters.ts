// The list's sort and filter state, kept in the URL so back and refresh keep it. Values are read leniently:
// a hand-edited or stale link drops what it cannot use instead of breaking the page.
import { splitQueryList } from '@wedding/contract/hall-filters-constants';
import { type DateRangeState, EMPTY_DATE_RANGE } from '@wedding/domain/date-range-picker';
import {
  DEFAULT_SLOT_SORT,
  SLOT_SORTS,
  type SlotSort,
  WEDDING_DAYS,
  WEDDING_TIME_FILTERS,
  type WeddingDayOfWeek,
} from '@wedding/domain/enums';
import { GUARANTEE_SLIDER } from '@wedding/domain/guarantee-filter';
import { isYearMonth } from '@wedding/domain/months';
import { isIsoDate } from '@wedding/domain/seoul-calendar';
import { allowedListParam } from '../../../shared/lib/url-list.ts';

export type SlotFilterState = {
  sortType: SlotSort;
  dayOfWeeks: WeddingDayOfWeek[];
  /** WEDDING_TIME_FILTERS values; '20:00' is the '20:00 ~' chip. */
  weddingTimes: string[];
  /** Null at the slider's end stops: no bound is sent. */
  minGuarantee: number | null;
  maxGuarantee: number | null;
  dateRange: DateRangeState;
};

export const DEFAULT_SLOT_FILTERS: SlotFilterState = {
  sortType: DEFAULT_SLOT_SORT,
  dayOfWeeks: [],
  weddingTimes: [],
  minGuarantee: null,
  maxGuarantee: null,
  dateRange: EMPTY_DATE_RANGE,
};

/** The URL keys this list owns; anything else in the URL (a hall page's tabId, say) is left alone. */
const KEYS = [
  'sortType',
  'dayOfWeeks',
  'weddingTimes',
  'minGuarantee',
  'maxGuarantee',
  'startDate',
  'endDate',
  'months',
] as const;

function guestCount(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > GUARANTEE_SLIDER.min && n < GUARANTEE_SLIDER.max ? n : null;
}

function readDateRange(params: URLSearchParams): DateRangeState {
  const start = params.get('startDate');
  const end = params.get('endDate');
  if (start && isIsoDate(start)) {
    const endDate = end && isIsoDate(end) && end >= start ? end : start;
    return { startDate: start, endDate, months: [] };
  }
  const months = [...new Set(splitQueryList(params.getAll('months')).filter(isYearMonth))].sort();
  return { startDate: null, endDate: null, months };
}

export function readSlotFilters(params: URLSearchParams): SlotFilterState {
  const sort = params.get('sortType');
  let minGuarantee = guestCount(params.get('minGuarantee'));
  const maxGuarantee = guestCount(params.get('maxGuarantee'));
  if (minGuarantee !== null && maxGuarantee !== null && minGuarantee > maxGuarantee) minGuarantee = null;
  return {
    sortType: SLOT_SORTS.find((s) => s.value === sort)?.value ?? DEFAULT_SLOT_SORT,
    dayOfWeeks: allowedListParam(
      params,
      'dayOfWeeks',
      WEDDING_DAYS.map((d) => d.value),
    ),
    weddingTimes: allowedListParam(
      params,
      'weddingTimes',
      WEDDING_TIME_FILTERS.map((t) => t.value),
    ),
    minGuarantee,
    maxGuarantee,
    dateRange: readDateRange(params),
  };
}

/** `params` with this list's keys replaced by `state`; defaults are left out so a clean list has a clean URL. */
export function writeSlotFilters(params: URLSearchParams, state: SlotFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  if (state.sortType !== DEFAULT_SLOT_SORT) next.set('sortType', state.sortType);
  if (state.dayOfWeeks.length > 0) next.set('dayOfWeeks', state.dayOfWeeks.join(','));
  if (state.weddingTimes.length > 0) next.set('weddingTimes', state.weddingTimes.join(','));
  if (state.minGuarantee !== null) next.set('minGuarantee', String(state.minGuarantee));
  if (state.maxGuarantee !== null) next.set('maxGuarantee', String(state.maxGuarantee));
  const { startDate, endDate, months } = state.dateRange;
  if (startDate) {
    next.set('startDate', startDate);
    next.set('endDate', endDate ?? startDate);
  } else if (months.length > 0) next.set('months', months.join(','));
  return next;
}

/** How many filters (not the sort) narrow the list, for the reset button. */
export function activeFilterCount(state: SlotFilterState): number {
  const { dateRange } = state;
  return [
    state.dayOfWeeks.length > 0,
    state.weddingTimes.length > 0,
    state.minGuarantee !== null || state.maxGuarantee !== null,
    dateRange.startDate !== null || dateRange.months.length > 0,
  ].filter(Boolean).length;
}
