import {
  CEREMONY_TYPES,
  EXTRA_TAGS,
  HALL_LEVELS,
  HALL_STYLES,
  MEAL_TYPES,
  type Option,
  TRAFFIC_TYPES,
  WEDDING_DAYS,
  WEDDING_START_TIMES,
} from '@wedding/domain/enums';
import { isGuaranteeRangeOrdered } from '@wedding/domain/guarantee-filter';
import { findRegion, REGION_NAMES } from '@wedding/domain/regions';
import * as z from 'zod/mini';
import { splitQueryList } from './hall-filters-constants.ts';
import { INT32_MIN } from './input-limits.ts';

export { splitQueryList } from './hall-filters-constants.ts';

// The hall filter chips of spec §3 plus region, hall level and extra tags, shared by the hall search and
// the slot searches. Lists travel comma-joined (styles=HOTEL,CHAPEL) or as repeated keys; both parse.
// Within one chip group any value matches (OR); different groups must all match (AND).

const MAX_LIST = 20;
const MAX_WON = 1_000_000_000;

function enumValues<T extends string>(list: readonly Option<T>[]) {
  return list.map((o) => o.value) as [T, ...T[]];
}

/** A query-string list: 'A,B', ['A','B'] or ['A,B'] all read as ['A','B']; empty entries are dropped. */
export function queryList<T extends z.ZodMiniType>(item: T) {
  const list = z.array(item).check(z.maxLength(MAX_LIST, `한 번에 ${MAX_LIST}개까지 선택할 수 있어요.`));
  return z.optional(
    z.pipe(
      z.transform((value: unknown) => splitQueryList(value) as z.input<typeof list>),
      list,
    ),
  );
}

const listOf = <T extends string>(values: readonly [T, ...T[]], message: string) => queryList(z.enum(values, message));

/**
 * An optional whole number from the query string. An empty value ('maxRentalPrice=') is no bound: coerced, it
 * would read as 0 and silently mean "free rental only".
 */
const amount = (max: number, message: string, min = 0) => {
  const bound = z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
  return z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : Number(value),
      ),
      z.optional(bound),
    ),
  );
};

const WON_MESSAGE = '금액은 0원 이상의 정수로 입력해주세요.';
const GUARANTEE_MESSAGE = '보증인원은 0명 이상 9999명 이하로 입력해주세요.';
const MIN_GUARANTEE_MESSAGE = '최소 보증인원은 9999명 이하의 정수로 입력해주세요.';

/** 'YYYY-MM-DD' that is a real calendar date. */
export const isoDateField = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, '존재하지 않는 날짜예요.'),
);
export const yearMonthField = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력해주세요.'));

export const hallFilterShape = {
  /** One of the 17 regions of spec §9 ('서울', '경기', '부산', ...). */
  region: z.optional(z.string().check(z.refine((v) => REGION_NAMES.includes(v), '지역을 다시 선택해주세요.'))),
  /** A sub-region of `region` (Seoul and Gyeonggi only). */
  subRegion: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  styles: listOf(enumValues(HALL_STYLES), '홀 스타일을 다시 선택해주세요.'),
  mealTypes: listOf(enumValues(MEAL_TYPES), '식사 종류를 다시 선택해주세요.'),
  ceremonyTypes: listOf(enumValues(CEREMONY_TYPES), '예식 형태를 다시 선택해주세요.'),
  trafficTypes: listOf(enumValues(TRAFFIC_TYPES), '교통 조건을 다시 선택해주세요.'),
  /** RESERVE (instant visit booking), CONTRACT (instant remaining-slot hold). */
  levels: listOf(enumValues(HALL_LEVELS), '예약 방식을 다시 선택해주세요.'),
  /** Extra tags of spec §9 (DOG_FLOWER_GIRL, SINGLE_HALL, ...). */
  tags: listOf(enumValues(EXTRA_TAGS), '태그를 다시 선택해주세요.'),
  dayOfWeeks: listOf(WEDDING_DAYS.map((d) => d.value) as ['FRIDAY', 'SATURDAY', 'SUNDAY'], '요일을 다시 선택해주세요.'),
  /** Chip values '09:00'…'19:00', and '20:00' for the '20:00 ~' chip that also covers 21:00. */
  weddingTimes: listOf([...WEDDING_START_TIMES], '예식 시간을 다시 선택해주세요.'),
  /**
   * Spec §5: min ≤ 0 is no lower bound, so a negative minimum is accepted (and ignored by the domain's
   * guaranteeBounds) rather than refused; max ≥ 350 means 9999.
   */
  minGuarantee: amount(9999, MIN_GUARANTEE_MESSAGE, INT32_MIN),
  maxGuarantee: amount(9999, GUARANTEE_MESSAGE),
  minRentalPrice: amount(MAX_WON, WON_MESSAGE),
  maxRentalPrice: amount(MAX_WON, WON_MESSAGE),
  /** Meal price per guest, in won. */
  minMealPrice: amount(MAX_WON, WON_MESSAGE),
  maxMealPrice: amount(MAX_WON, WON_MESSAGE),
};

type FilterValues = {
  region?: string;
  subRegion?: string;
  minGuarantee?: number;
  maxGuarantee?: number;
  minRentalPrice?: number;
  maxRentalPrice?: number;
  minMealPrice?: number;
  maxMealPrice?: number;
};

const ordered = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || min <= max;

/** Cross-field rules: a sub-region needs its region, and every min must not exceed its max. */
export const hallFilterChecks = [
  z.refine<FilterValues>(
    (q) =>
      q.subRegion === undefined ||
      (q.region !== undefined && (findRegion(q.region)?.subRegions.includes(q.subRegion) ?? false)),
    { message: '세부 지역을 다시 선택해주세요.', path: ['subRegion'] },
  ),
  // Spec §5: a max of 350 or more means 9999, so min 400 with max 350 is in order (issue 25).
  z.refine<FilterValues>((q) => isGuaranteeRangeOrdered(q), {
    message: '최소 보증인원이 최대 보증인원보다 많아요.',
    path: ['minGuarantee'],
  }),
  z.refine<FilterValues>((q) => ordered(q.minRentalPrice, q.maxRentalPrice), {
    message: '최소 대관료가 최대 대관료보다 높아요.',
    path: ['minRentalPrice'],
  }),
  z.refine<FilterValues>((q) => ordered(q.minMealPrice, q.maxMealPrice), {
    message: '최소 식대가 최대 식대보다 높아요.',
    path: ['minMealPrice'],
  }),
] as const;

export const hallFilterSchema = z.object(hallFilterShape).check(...hallFilterChecks);
export type HallFilter = z.infer<typeof hallFilterSchema>;

/** The filter keys, for clients that serialise a filter object into a query string. */
export const HALL_FILTER_KEYS = Object.keys(hallFilterShape) as (keyof HallFilter)[];
