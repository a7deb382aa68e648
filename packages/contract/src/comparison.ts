import * as z from 'zod/mini';

// The side-by-side comparison (issue 30 §3) and the couple's guests and budget (§4). The comparison answers public
// figures only, each null where the hall published none ('정보 없음', never 0); the all-in estimate for the
// couple's guests is computed from these by the domain rule (all-in-estimate.ts), in the browser and in tests.

const money = z.nullable(z.number().check(z.int()));

export const comparisonQuerySchema = z.object({
  /** 'slot:12,room:{uuid},hall:{uuid}': 2–4 items (domain parseComparisonItems). */
  items: z.string().check(z.maxLength(400, '비교할 항목이 너무 많아요.')),
});

const penaltyRowSchema = z.object({
  minDaysBefore: z.number().check(z.int()),
  percent: z.number(),
  base: z.enum(['CONTRACT', 'DEPOSIT']),
});

const requiredOptionSchema = z.object({
  name: z.string(),
  price: z.number().check(z.int()),
  unit: z.enum(['PER_PERSON', 'PER_EVENT', 'PER_ITEM']),
});

export const comparisonItemSchema = z.object({
  /** The ref asked for: 'slot:12', 'room:{uuid}', 'hall:{uuid}'. */
  ref: z.string(),
  kind: z.enum(['hall', 'room', 'slot']),
  partnerUuid: z.string(),
  /** The hall's name. */
  name: z.string(),
  /** The room the figures are for (a hall is compared by its first room). */
  roomName: z.nullable(z.string()),
  /** A slot's date and time ('YYYY-MM-DD', 'HH:MM'); null for a hall or a room. */
  weddingDate: z.nullable(z.string()),
  weddingTime: z.nullable(z.string()),
  imageUrl: z.string(),
  /** Where the item's own page is. */
  path: z.string(),
  rental: money,
  /** Meal per guest, without drinks. */
  meal: money,
  /** The drink fee per guest, added for 'with drinks'; null when not published. */
  drinks: money,
  guarantee: money,
  /** 0 means flowers are included (a slot's flowerPrice 0). */
  flowers: money,
  /** The required items of the hall's disclosure beyond rental, meal and flowers; null without a disclosure. */
  requiredOptions: z.nullable(z.array(requiredOptionSchema)),
  /** Percent off rental, meals and flowers. */
  discountRate: z.nullable(z.number().check(z.int())),
  deposit: money,
  /** The disclosed penalty table; null without a disclosure. */
  penalties: z.nullable(z.array(penaltyRowSchema)),
  /** '밝은 홀', '채플', …; null when not published. */
  hallType: z.nullable(z.string()),
  capacityMin: money,
  capacityMax: money,
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  /** Mean review score, one decimal; null without a scored review. */
  rating: z.nullable(z.number()),
  reviewCount: z.number().check(z.int()),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

export const comparisonResponseSchema = z.object({ item: z.array(comparisonItemSchema) });
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

/** The couple's guests and budget (mypage); null clears one. Bounds: domain weddingBudgetProblem. */
export const weddingBudgetSchema = z.object({
  expectedGuests: z.nullable(z.number().check(z.int('예상 하객 수를 숫자로 입력해 주세요.'))),
  budgetCeiling: z.nullable(z.number().check(z.int('예산을 숫자로 입력해 주세요.'))),
});
export type WeddingBudgetBody = z.infer<typeof weddingBudgetSchema>;
export const weddingBudgetResponseSchema = z.object({ item: weddingBudgetSchema });

export { COMPARE_PAGE_PATH, COMPARISON_API, comparePagePath, WEDDING_BUDGET_API } from './comparison-constants.ts';
export { cardEstimateSchema } from './slots.ts';
