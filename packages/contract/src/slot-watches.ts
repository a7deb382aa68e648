import * as z from 'zod/mini';

// The couple's watches (issue 28 §5) under /v3/watches. The zod shapes only keep the body bounded; the rules
// (one target, months in the window, guest order, price) are the domain's watchProblem, answered 400 WATCH_INVALID.

export { WATCH_ERROR_CODES, WATCHES_API, WATCHES_PAGE_PATH } from './slot-watches-constants.ts';

const count = (message: string) =>
  z.nullable(z.number().check(z.int(message), z.minimum(0, message), z.maximum(9999, message)));

export const watchBodySchema = z.object({
  /** The hall watched (its public uuid); absent for a region watch. */
  partnerUuid: z.optional(z.nullable(z.string().check(z.maxLength(64, '웨딩홀을 다시 골라 주세요.')))),
  /** The region watched (one of the 17 of spec §9); absent for a hall watch. */
  region: z.optional(z.nullable(z.string().check(z.maxLength(20, '지역을 다시 골라 주세요.')))),
  months: z
    .array(z.string().check(z.maxLength(7, '원하는 달을 다시 골라 주세요.')))
    .check(z.maxLength(24, '원하는 달은 12개까지 고를 수 있어요.')),
  days: z._default(
    z
      .array(z.string().check(z.maxLength(10, '요일을 다시 골라 주세요.')))
      .check(z.maxLength(3, '요일을 다시 골라 주세요.')),
    [],
  ),
  times: z._default(
    z
      .array(z.string().check(z.maxLength(5, '예식 시간을 다시 골라 주세요.')))
      .check(z.maxLength(12, '예식 시간을 다시 골라 주세요.')),
    [],
  ),
  minGuests: z._default(count('하객 수를 다시 입력해 주세요.'), null),
  maxGuests: z._default(count('하객 수를 다시 입력해 주세요.'), null),
  maxPrice: z._default(
    z.nullable(
      z
        .number()
        .check(
          z.int('최대 금액을 다시 입력해 주세요.'),
          z.minimum(1, '최대 금액을 다시 입력해 주세요.'),
          z.maximum(1_000_000_000, '최대 금액을 다시 입력해 주세요.'),
        ),
    ),
    null,
  ),
});
export type WatchBody = z.infer<typeof watchBodySchema>;

export const watchSchema = z.object({
  id: z.string(),
  /** The hall watched, or null for a region watch. */
  hall: z.nullable(z.object({ uuid: z.string(), name: z.string() })),
  region: z.nullable(z.string()),
  months: z.array(z.string()),
  days: z.array(z.string()),
  times: z.array(z.string()),
  minGuests: z.nullable(z.number()),
  maxGuests: z.nullable(z.number()),
  maxPrice: z.nullable(z.number()),
  /** '2027년 3월·4월 · 토요일' */
  summary: z.string(),
  regTsp: z.number(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchResponseSchema = z.object({ item: watchSchema });
export const watchListResponseSchema = z.object({
  item: z.object({ list: z.array(watchSchema), max: z.number() }),
});
export type WatchList = z.infer<typeof watchListResponseSchema>['item'];

export const watchParamsSchema = z.object({
  id: z.string().check(z.uuid('알림을 찾을 수 없어요.')),
});
