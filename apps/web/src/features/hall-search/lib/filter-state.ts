// The hall search filter as the screen holds it, its edits, and the API query of GET /v3/book/halls it
// becomes. Its URL form is in filter-url.ts.
import {
  CEREMONY_TYPES,
  type CeremonyType,
  EXTRA_TAGS,
  type ExtraTag,
  HALL_LEVELS,
  HALL_STYLES,
  type HallLevel,
  type HallStyle,
  MEAL_TYPES,
  type MealType,
  type Option,
  TRAFFIC_TYPES,
  type TrafficType,
  WEDDING_DAYS,
  WEDDING_TIME_FILTERS,
  type WeddingDayOfWeek,
} from '@wedding/domain/enums';
import { GUARANTEE_SLIDER, guaranteeStopLabel } from '@wedding/domain/guarantee-filter';
import { formatWon } from '@wedding/domain/price';
import { isValidSubRegion } from '@wedding/domain/regions';

export type Range = [number, number];

export type HallSearchFilter = {
  keyword: string | null;
  region: string | null;
  subRegion: string | null;
  styles: HallStyle[];
  mealTypes: MealType[];
  ceremonyTypes: CeremonyType[];
  trafficTypes: TrafficType[];
  dayOfWeeks: WeddingDayOfWeek[];
  /** Chip values: '09:00'…'19:00' and '20:00' for the '20:00 ~' chip. */
  weddingTimes: string[];
  levels: HallLevel[];
  tags: ExtraTag[];
  guarantee: Range;
  rentalPrice: Range;
  mealPrice: Range;
};

export type RangeKey = 'guarantee' | 'rentalPrice' | 'mealPrice';
export type SliderSpec = { min: number; max: number; step: number; format: (v: number) => string };

// Guarantee: spec §5/§9, top stop 350 = '350명 이상'. The won ranges are ours (the spec gives none): they
// cover the seed's and the market's spread (rental up to several million won, meals 40–110 thousand a guest)
// with a top stop that means "any price above".
export const SLIDERS: Readonly<Record<RangeKey, SliderSpec>> = {
  guarantee: { ...GUARANTEE_SLIDER, format: guaranteeStopLabel },
  rentalPrice: {
    min: 0,
    max: 10_000_000,
    step: 500_000,
    format: (v) => (v >= 10_000_000 ? `${formatWon(v)} 이상` : formatWon(v)),
  },
  mealPrice: {
    min: 0,
    max: 150_000,
    step: 5_000,
    format: (v) => (v >= 150_000 ? `${formatWon(v)} 이상` : formatWon(v)),
  },
};

const fullRange = (key: RangeKey): Range => [SLIDERS[key].min, SLIDERS[key].max];

export const EMPTY_FILTER: HallSearchFilter = {
  keyword: null,
  region: null,
  subRegion: null,
  styles: [],
  mealTypes: [],
  ceremonyTypes: [],
  trafficTypes: [],
  dayOfWeeks: [],
  weddingTimes: [],
  levels: [],
  tags: [],
  guarantee: fullRange('guarantee'),
  rentalPrice: fullRange('rentalPrice'),
  mealPrice: fullRange('mealPrice'),
};

/** The chip groups of spec §3/§9 in screen order, each with its API key and Korean options. */
export const CHIP_GROUPS = [
  { key: 'styles', title: '홀 스타일', options: HALL_STYLES },
  { key: 'mealTypes', title: '식사 종류', options: MEAL_TYPES },
  { key: 'ceremonyTypes', title: '예식 형태', options: CEREMONY_TYPES },
  { key: 'trafficTypes', title: '교통', options: TRAFFIC_TYPES },
  { key: 'dayOfWeeks', title: '예식 요일', options: WEDDING_DAYS },
  { key: 'weddingTimes', title: '예식 시간', options: WEDDING_TIME_FILTERS as readonly Option<string>[] },
  { key: 'levels', title: '예약 방식', options: HALL_LEVELS },
  { key: 'tags', title: '특징', options: EXTRA_TAGS },
] as const satisfies readonly { key: keyof HallSearchFilter; title: string; options: readonly Option<string>[] }[];

export type ChipKey = (typeof CHIP_GROUPS)[number]['key'];

export function toggleChip(filter: HallSearchFilter, key: ChipKey, value: string): HallSearchFilter {
  const list = filter[key] as string[];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return { ...filter, [key]: next };
}

/** Choosing another region (or none) clears the sub-region: it belonged to the old one. */
export function setRegion(filter: HallSearchFilter, region: string | null): HallSearchFilter {
  if (region === filter.region) return filter;
  return { ...filter, region, subRegion: null };
}

export function setSubRegion(filter: HallSearchFilter, subRegion: string | null): HallSearchFilter {
  if (subRegion !== null && (filter.region === null || !isValidSubRegion(filter.region, subRegion))) return filter;
  return { ...filter, subRegion };
}

export type HallQuery = Record<string, string | number | string[]>;

/** A bound at its end stop is left out: the bottom stop means "no minimum", the top one "no maximum". */
function rangeBounds(key: RangeKey, [low, high]: Range, names: [string, string], into: HallQuery) {
  const spec = SLIDERS[key];
  if (low > spec.min) into[names[0]] = low;
  if (high < spec.max) into[names[1]] = high;
}

/** The query of GET /v3/book/halls (without paging). Empty groups and end-stop bounds are left out. */
export function filterToQuery(filter: HallSearchFilter): HallQuery {
  const query: HallQuery = {};
  if (filter.keyword) query.keyword = filter.keyword;
  if (filter.region) query.region = filter.region;
  if (filter.region && filter.subRegion) query.subRegion = filter.subRegion;
  for (const group of CHIP_GROUPS) {
    const values = filter[group.key] as string[];
    // Sorted, so two filters that differ only in tap order share one cache entry and one URL.
    if (values.length > 0) query[group.key] = [...values].sort();
  }
  rangeBounds('guarantee', filter.guarantee, ['minGuarantee', 'maxGuarantee'], query);
  rangeBounds('rentalPrice', filter.rentalPrice, ['minRentalPrice', 'maxRentalPrice'], query);
  rangeBounds('mealPrice', filter.mealPrice, ['minMealPrice', 'maxMealPrice'], query);
  return query;
}

/** Short Korean labels of what the filter narrows by, for the summary above the results. */
export function filterSummary(filter: HallSearchFilter): string[] {
  const labels: string[] = [];
  if (filter.keyword) labels.push(`'${filter.keyword}'`);
  if (filter.region) labels.push(filter.subRegion ? `${filter.region} ${filter.subRegion}` : filter.region);
  for (const group of CHIP_GROUPS) {
    const chosen = filter[group.key] as string[];
    for (const option of group.options) if (chosen.includes(option.value)) labels.push(option.label);
  }
  for (const key of ['guarantee', 'rentalPrice', 'mealPrice'] as const) {
    const spec = SLIDERS[key];
    const [low, high] = filter[key];
    if (low > spec.min || high < spec.max) labels.push(`${spec.format(low)} ~ ${spec.format(high)}`);
  }
  return labels;
}
