import { SLOT_SORTS, type SlotSort } from '@wedding/domain/enums';
import * as z from 'zod/mini';
import { hallFilterChecks, hallFilterShape, isoDateField, queryList, yearMonthField } from './hall-filters.ts';
import { idParam } from './input-limits.ts';
import { MAX_SLOT_FETCH_SIZE, MAX_SLOT_PAGE, SLOT_TOTAL_CAP } from './slots-constants.ts';

export { MAX_SLOT_FETCH_SIZE, MAX_SLOT_PAGE, SLOT_TOTAL_CAP, SLOT_TOTAL_MAX_AGE_SECONDS } from './slots-constants.ts';

/** What a slot card carries for a viewer who set a guest count (issue 30 §4, domain cardEstimate). */
export const cardEstimateSchema = z.object({
  guests: z.number().check(z.int()),
  /** The all-in estimate; null when an input is missing, and `missing` says which ('필수 옵션 정보 없음'). */
  total: z.nullable(z.number().check(z.int())),
  missing: z.nullable(z.string()),
  overBudget: z.boolean(),
  /**
   * The card's line, composed by the server from the domain's words (no rule code in a list's first load):
   * '예상 총액 (하객 200명) 18,400,000원 · 예산 초과'.
   */
  line: z.string(),
});

/** Remaining wedding-day slot (spec §3). Money is integer won; flowerPrice 0 means flowers are included. */
export const slotSchema = z.object({
  weddingDayId: z.number().check(z.int()),
  partnerUuid: z.string().check(z.uuid()),
  /** The venue's name (the partner's business name). */
  partnerProfileName: z.string(),
  /** The individual hall (room) the slot is in. */
  hallName: z.string(),
  region: z.string(),
  subRegion: z.nullable(z.string()),
  imageUrl: z.string(),
  /** 'YYYY-MM-DD' on the Seoul calendar. */
  weddingDate: z.string(),
  /** 'HH:MM'. */
  weddingTime: z.string(),
  guarantee: z.number().check(z.int()),
  rentalPrice: z.number().check(z.int()),
  flowerPrice: z.number().check(z.int()),
  mealPrice: z.number().check(z.int()),
  finalPrice: z.number().check(z.int()),
  discountRate: z.number().check(z.int()),
  /**
   * The hall takes contracts, so the slot can be held at once (issue 12). Absent reads as false: a shared
   * cache may still hold a list from before the field.
   */
  contractUsed: z._default(z.boolean(), false),
  isLike: z.boolean(),
  /** Only for a signed-in viewer who set an expected guest count on mypage (issue 30 §4); absent otherwise. */
  allIn: z.optional(cardEstimateSchema),
});
export type Slot = z.infer<typeof slotSchema>;

const SLOT_SORT_VALUES = SLOT_SORTS.map((s) => s.value) as [SlotSort, ...SlotSort[]];

const SIZE_MESSAGE = '한 번에 1~30개까지 불러올 수 있어요.';

/** Date range, months, sort and paging shared by both slot lists (spec §7). */
const slotListShape = {
  ...hallFilterShape,
  /** Inclusive 'YYYY-MM-DD' bounds; a start alone is sent as start = end by the web (spec §4). */
  startDate: z.optional(isoDateField),
  endDate: z.optional(isoDateField),
  /** 'YYYY-MM' list; a slot matches when its month is one of them. */
  months: queryList(yearMonthField),
  sortType: z._default(z.enum(SLOT_SORT_VALUES, '정렬 기준을 다시 선택해주세요.'), 'FINAL_PRICE_ASC'),
  /** 1-based. */
  page: z._default(
    z.coerce
      .number('페이지 번호를 확인해주세요.')
      .check(
        z.int('페이지 번호를 확인해주세요.'),
        z.minimum(1, '페이지 번호를 확인해주세요.'),
        z.maximum(MAX_SLOT_PAGE, '더 이상 불러올 일정이 없어요.'),
      ),
    1,
  ),
  /** Page size: 30 (spec §9); smaller for previews such as the home highlights. */
  fetchSize: z._default(
    z.coerce
      .number(SIZE_MESSAGE)
      .check(z.int(SIZE_MESSAGE), z.minimum(1, SIZE_MESSAGE), z.maximum(MAX_SLOT_FETCH_SIZE, SIZE_MESSAGE)),
    MAX_SLOT_FETCH_SIZE,
  ),
  /** Only slots with a discount (the event section). */
  discounted: z.optional(z.stringbool()),
};

const dateRangeCheck = z.refine<{ startDate?: string; endDate?: string }>(
  (q) => !q.startDate || !q.endDate || q.startDate <= q.endDate,
  { message: '시작일이 종료일보다 늦어요.', path: ['startDate'] },
);

/** GET /v3/public/wedding/day/remaining-wedding-days: open slots across halls, optionally one hall. */
export const remainingWeddingDaysQuerySchema = z
  .object({ ...slotListShape, partnerUuid: z.optional(z.string().check(z.uuid('웨딩홀을 찾을 수 없어요.'))) })
  .check(...hallFilterChecks, dateRangeCheck);
export type RemainingWeddingDaysQuery = z.infer<typeof remainingWeddingDaysQuerySchema>;

/** GET /v3/public/wedding/estimate/product/{id}: one hall's open slots; {id} is the hall's partnerUuid. */
export const estimateProductParamsSchema = z.object({ id: z.string().check(z.uuid('웨딩홀을 찾을 수 없어요.')) });
export const estimateProductQuerySchema = z.object(slotListShape).check(...hallFilterChecks, dateRangeCheck);
export type EstimateProductQuery = z.infer<typeof estimateProductQuerySchema>;

/** Both slot lists answer the page's items and the total across all pages (spec §7). */
export const slotPageResponseSchema = z.object({
  item: z.array(slotSchema),
  total: z
    .number()
    .check(z.int(), z.describe(`모든 페이지의 일정 수. ${SLOT_TOTAL_CAP}개를 넘으면 ${SLOT_TOTAL_CAP}입니다.`)),
  // Absent reads as exact: a shared cache may still hold an answer from before the flag (decision 0022).
  totalCapped: z._default(
    z.boolean().check(z.describe(`true면 일정이 ${SLOT_TOTAL_CAP}개보다 많고 total은 그 상한입니다('10,000개 이상').`)),
    false,
  ),
});
export type SlotPageResponse = z.infer<typeof slotPageResponseSchema>;

/** GET /v3/public/wedding/day/{weddingDayId}: one slot, any state, with what the detail page needs. */
export const weddingDayParamsSchema = z.object({
  weddingDayId: idParam('일정을 찾을 수 없어요.'),
});
export const slotDetailSchema = z.object({
  ...slotSchema.shape,
  partnerId: z.number().check(z.int()),
  individualHallUuid: z.string().check(z.uuid()),
  dayOfWeek: z.string(),
  /** OPEN, HELD, BOOKED or CLOSED; only OPEN slots can still be asked for. */
  state: z.string(),
  /** Past slots and non-OPEN slots are no longer available. */
  isAvailable: z.boolean(),
  consultingSlotsDisplayed: z.boolean(),
  consultingUsed: z.boolean(),
});
export type SlotDetail = z.infer<typeof slotDetailSchema>;
export const slotDetailResponseSchema = z.object({ item: slotDetailSchema });
export type SlotDetailResponse = z.infer<typeof slotDetailResponseSchema>;

/** POST and DELETE /v3/like/wedding-day/{weddingDayId}: idempotent; answer the resulting state. */
export const slotLikeResponseSchema = z.object({
  item: z.object({ weddingDayId: z.number().check(z.int()), isLike: z.boolean() }),
});
export type SlotLikeResponse = z.infer<typeof slotLikeResponseSchema>;

export const SLOT_ERROR_CODES = { SLOT_NOT_FOUND: 'SLOT_NOT_FOUND', HALL_NOT_FOUND: 'HALL_NOT_FOUND' } as const;
