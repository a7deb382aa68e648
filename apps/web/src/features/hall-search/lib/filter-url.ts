// The hall search filter in the page's URL, so back from a hall detail lands on the same filters and results.
// The URL uses the API's own names with comma-joined lists (styles=CHAPEL,HOTEL), so a shared link reads
// like the request it makes. Anything unknown or out of range is dropped, never an error: a hand-edited or
// stale link still opens the page with what is valid in it.
import { findRegion, isValidSubRegion } from '@wedding/domain/regions';
import { allowedListParam } from '../../../shared/lib/url-list.ts';
import {
  CHIP_GROUPS,
  type ChipKey,
  EMPTY_FILTER,
  filterToQuery,
  type HallSearchFilter,
  type Range,
  type RangeKey,
  SLIDERS,
  type SliderSpec,
} from './filter-state.ts';
import { KEYWORD_MAX_LENGTH } from './keyword.ts';

function numberParam(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function snap(spec: SliderSpec, value: number): number {
  const stepped = spec.min + Math.round((value - spec.min) / spec.step) * spec.step;
  return Math.min(spec.max, Math.max(spec.min, stepped));
}

function rangeParam(params: URLSearchParams, key: RangeKey, names: [string, string]): Range {
  const spec = SLIDERS[key];
  const low = numberParam(params, names[0]);
  const high = numberParam(params, names[1]);
  const lo = low === null ? spec.min : snap(spec, low);
  const hi = high === null ? spec.max : snap(spec, high);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

export function filterFromParams(params: URLSearchParams): HallSearchFilter {
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX_LENGTH) || null;
  const regionName = params.get('region');
  const region = regionName && findRegion(regionName) ? regionName : null;
  const subRegionName = params.get('subRegion');
  const subRegion = region && subRegionName && isValidSubRegion(region, subRegionName) ? subRegionName : null;
  const filter: HallSearchFilter = { ...EMPTY_FILTER, keyword, region, subRegion };
  for (const group of CHIP_GROUPS) {
    (filter as Record<ChipKey, string[]>)[group.key] = allowedListParam(
      params,
      group.key,
      group.options.map((o) => o.value),
    );
  }
  filter.guarantee = rangeParam(params, 'guarantee', ['minGuarantee', 'maxGuarantee']);
  filter.rentalPrice = rangeParam(params, 'rentalPrice', ['minRentalPrice', 'maxRentalPrice']);
  filter.mealPrice = rangeParam(params, 'mealPrice', ['minMealPrice', 'maxMealPrice']);
  return filter;
}

/** The filter's URL params (lists comma-joined), to merge with the page's own params (hidetop, view). */
export function filterToParams(filter: HallSearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(filter))) {
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Every param name the filter owns, so a page can replace them without touching its other params. */
export const FILTER_PARAM_NAMES = [
  'keyword',
  'region',
  'subRegion',
  ...CHIP_GROUPS.map((g) => g.key),
  'minGuarantee',
  'maxGuarantee',
  'minRentalPrice',
  'maxRentalPrice',
  'minMealPrice',
  'maxMealPrice',
] as const;

/** The page's params with the filter's replaced, keeping the others (hidetop, productId, view) as they are. */
export function withFilterParams(current: URLSearchParams, filter: HallSearchFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAM_NAMES) next.delete(name);
  for (const [key, value] of filterToParams(filter)) next.set(key, value);
  return next;
}

/** Stable identity of a filter: equal filters give equal keys whatever the tap order. */
export function filterKey(filter: HallSearchFilter): string {
  return filterToParams(filter).toString();
}

/** `view=result` in the search-filter URL shows the matching halls instead of the filters. */
export const RESULT_VIEW = 'result';
