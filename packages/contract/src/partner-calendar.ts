// The partner console's calendar (issue 26 §2): under /v3/partner-center/calendar.
import * as z from 'zod/mini';

export const CALENDAR_ERROR_CODES = {
  SLOT_TAKEN: 'SLOT_TAKEN',
  CALENDAR_INVALID: 'CALENDAR_INVALID',
  HALL_NOT_FOUND: 'CALENDAR_HALL_NOT_FOUND',
  SLOT_NOT_FOUND: 'CALENDAR_SLOT_NOT_FOUND',
  RULE_NOT_FOUND: 'CALENDAR_RULE_NOT_FOUND',
} as const;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):00$/));
const won = z.number().check(z.int(), z.minimum(0), z.maximum(2_000_000_000));
const weddingDay = z.enum(['FRIDAY', 'SATURDAY', 'SUNDAY']);

export const slotPriceSchema = z.object({
  rentalPrice: won,
  mealPrice: won,
  /** 0 = flowers included. */
  flowerPrice: won,
  guarantee: z.number().check(z.int(), z.minimum(1), z.maximum(2000)),
  discountRate: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
});
export type SlotPriceBody = z.infer<typeof slotPriceSchema>;

export const hallParamsSchema = z.object({ hallId: z.coerce.number().check(z.int(), z.positive()) });
export const slotParamsSchema = z.object({ slotId: z.coerce.number().check(z.int(), z.positive()) });
export const ruleParamsSchema = z.object({
  hallId: z.coerce.number().check(z.int(), z.positive()),
  ruleId: z.coerce.number().check(z.int(), z.positive()),
});

export const calendarHallsResponseSchema = z.object({
  item: z.object({
    /** The last date slots are generated for (weddingOpenDate's month end). */
    lastDate: z.string(),
    today: z.string(),
    halls: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

export type CalendarHalls = z.infer<typeof calendarHallsResponseSchema>['item'];

export const monthQuerySchema = z.object({ month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)) });

export const consoleSlotSchema = z.object({
  id: z.number(),
  weddingDate: z.string(),
  weddingTime: z.string(),
  dayOfWeek: z.string(),
  state: z.string(),
  /** HELD or BOOKED: a couple holds it; it cannot be closed or repriced. */
  taken: z.boolean(),
  rentalPrice: z.number(),
  mealPrice: z.number(),
  flowerPrice: z.number(),
  guarantee: z.number(),
  discountRate: z.number(),
  finalPrice: z.number(),
});
export type ConsoleSlot = z.infer<typeof consoleSlotSchema>;
export const monthResponseSchema = z.object({
  item: z.object({ month: z.string(), slots: z.array(consoleSlotSchema) }),
});

export const weeklyPlanSchema = z.object({
  FRIDAY: z.array(hhmm).check(z.maxLength(13)),
  SATURDAY: z.array(hhmm).check(z.maxLength(13)),
  SUNDAY: z.array(hhmm).check(z.maxLength(13)),
});

export const priceRuleBodySchema = z.object({
  ...slotPriceSchema.shape,
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  season: z.nullable(z.enum(['PEAK', 'OFF'])),
  startDate: z.nullable(isoDate),
  endDate: z.nullable(isoDate),
  days: z.array(weddingDay).check(z.maxLength(3)),
  timeFrom: hhmm,
  timeTo: hhmm,
  drinksIncluded: z.boolean(),
});
export const priceRuleSchema = z.object({ ...priceRuleBodySchema.shape, id: z.number() });
export type WeeklyPlan = z.infer<typeof weeklyPlanSchema>;
export type PriceRuleBody = z.infer<typeof priceRuleBodySchema>;
export type PriceRule = z.infer<typeof priceRuleSchema>;

export const calendarSetupResponseSchema = z.object({
  item: z.object({ plan: weeklyPlanSchema, rules: z.array(priceRuleSchema) }),
});

/** PUT …/halls/:hallId/slots: open a date and time (a closed one or one the plan lacks) with its price. */
export const openSlotBodySchema = z.object({ date: isoDate, time: hhmm, price: slotPriceSchema });
/** PATCH …/slots/:slotId: open or close one slot, and/or give it its own price. */
export const patchSlotBodySchema = z.object({ open: z.optional(z.boolean()), price: z.optional(slotPriceSchema) });
export const slotResponseSchema = z.object({ item: consoleSlotSchema });

/** A bulk price edit over a date range: only the given price fields change. */
export const bulkPriceBodySchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.optional(z.array(weddingDay).check(z.maxLength(3))),
  times: z.optional(z.array(hhmm).check(z.maxLength(13))),
  change: z.partial(slotPriceSchema),
});
export type BulkPriceBody = z.infer<typeof bulkPriceBodySchema>;

export const bulkResultSchema = z.object({
  /** Open or closed slots whose price changes (or changed). */
  count: z.number(),
  /** Slots in the range a couple holds or booked: left at their price. */
  skippedTaken: z.number(),
  /** "N개 일정의 가격이 바뀝니다". */
  message: z.string(),
});
export const bulkResponseSchema = z.object({ item: bulkResultSchema });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const generateResultSchema = z.object({
  created: z.number(),
  repriced: z.number(),
  opened: z.number(),
  closed: z.number(),
  skippedTaken: z.number(),
  unpriced: z.number(),
  lastDate: z.string(),
  message: z.string(),
});
export const generateResponseSchema = z.object({ item: generateResultSchema });
export type GenerateResult = z.infer<typeof generateResultSchema>;
export { okResponseSchema } from './partner-center.ts';
