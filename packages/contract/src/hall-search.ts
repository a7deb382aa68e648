import * as z from 'zod/mini';
import { hallFilterChecks, hallFilterShape, splitQueryList } from './hall-filters.ts';
import { HALL_SEARCH_PAGE_SIZE, MAX_HALL_SEARCH_FETCH_SIZE } from './hall-search-constants.ts';
import { idField, idParam } from './input-limits.ts';
import { partnerCardSchema } from './partners.ts';

export { HALL_SEARCH_PAGE_SIZE, MAX_HALL_SEARCH_FETCH_SIZE } from './hall-search-constants.ts';

const KEYWORD_MESSAGE = '검색어는 1~50자로 입력해주세요.';
const keywordField = z.string().check(z.trim(), z.minLength(1, KEYWORD_MESSAGE), z.maxLength(50, KEYWORD_MESSAGE));

const PAGING_MESSAGE = '목록 위치를 확인해주세요.';

/**
 * GET /v3/book/halls: the hall search list (spec §7 'GET {token} (filters, fetchStart)').
 * Slot-level chips (dayOfWeeks, weddingTimes, guarantee, rental and meal price) match a hall that has at
 * least one open future slot meeting all of them; the other chips match the hall itself.
 */
export const hallSearchQuerySchema = z
  .object({
    ...hallFilterShape,
    /** Hall name, region or subway station. */
    keyword: z.optional(keywordField),
    fetchStart: z._default(
      z.coerce
        .number(PAGING_MESSAGE)
        .check(z.int(PAGING_MESSAGE), z.minimum(0, PAGING_MESSAGE), z.maximum(10_000, PAGING_MESSAGE)),
      0,
    ),
    fetchSize: z._default(
      z.coerce
        .number(PAGING_MESSAGE)
        .check(
          z.int(PAGING_MESSAGE),
          z.minimum(1, PAGING_MESSAGE),
          z.maximum(MAX_HALL_SEARCH_FETCH_SIZE, PAGING_MESSAGE),
        ),
      HALL_SEARCH_PAGE_SIZE,
    ),
  })
  .check(...hallFilterChecks);
export type HallSearchQuery = z.infer<typeof hallSearchQuerySchema>;

/** A search result: the partner card of spec §3 plus what the card shows (price label, badges). */
export const hallSearchItemSchema = z.object({
  ...partnerCardSchema.shape,
  partnerId: z.number().check(z.int()),
  minPrice: z.number().check(z.int()),
  totalAmount: z.number().check(z.int()),
  discountRate: z.number().check(z.int()),
  level: z.nullable(z.enum(['RESERVE', 'CONTRACT'])),
  consultingSlotsDisplayed: z.boolean(),
  consultingUsed: z.boolean(),
  contractUsed: z.boolean(),
});
export type HallSearchItem = z.infer<typeof hallSearchItemSchema>;
export const hallSearchResponseSchema = z.object({
  item: z.array(hallSearchItemSchema),
  total: z.number().check(z.int()),
});
export type HallSearchResponse = z.infer<typeof hallSearchResponseSchema>;

/** GET /v3/book/halls/keyword?keyword= (spec §7 'GET {hash}?keyword'): suggestions while typing. */
export const hallKeywordQuerySchema = z.object({ keyword: keywordField });
export const hallKeywordSuggestionSchema = z.object({
  halls: z.array(
    z.object({
      partnerId: z.number().check(z.int()),
      partnerUuid: z.string(),
      partnerName: z.string(),
      region: z.string(),
    }),
  ),
  /** Regions and sub-regions whose name contains the keyword; label is what the chip shows. */
  regions: z.array(z.object({ region: z.string(), subRegion: z.nullable(z.string()), label: z.string() })),
  /** Subway stations near at least one hall, with how many halls are near each. */
  stations: z.array(z.object({ stationName: z.string(), lineName: z.string(), hallCount: z.number().check(z.int()) })),
});
export type HallKeywordSuggestion = z.infer<typeof hallKeywordSuggestionSchema>;
export const hallKeywordResponseSchema = z.object({ item: hallKeywordSuggestionSchema });
export type HallKeywordResponse = z.infer<typeof hallKeywordResponseSchema>;

/** Search history (spec §3 'Hall history entry: partnerId'); a typed keyword is kept too. */
export const MAX_SEARCH_HISTORIES = 20;
export const searchHistoryBodySchema = z
  .object({
    partnerId: z.optional(idField()),
    keyword: z.optional(keywordField),
  })
  .check(
    z.refine((b) => (b.partnerId === undefined) !== (b.keyword === undefined), {
      message: '웨딩홀이나 검색어 중 하나를 보내주세요.',
    }),
  );
export type SearchHistoryBody = z.infer<typeof searchHistoryBodySchema>;
export const searchHistorySchema = z.object({
  id: z.number().check(z.int()),
  partnerId: z.nullable(z.number().check(z.int())),
  partnerUuid: z.nullable(z.string()),
  partnerName: z.nullable(z.string()),
  keyword: z.nullable(z.string()),
  /** Epoch ms. */
  regTsp: z.number().check(z.int()),
});
export type SearchHistory = z.infer<typeof searchHistorySchema>;
export const searchHistoryResponseSchema = z.object({ item: searchHistorySchema });
export type SearchHistoryResponse = z.infer<typeof searchHistoryResponseSchema>;
export const searchHistoriesResponseSchema = z.object({ item: z.array(searchHistorySchema) });
export type SearchHistoriesResponse = z.infer<typeof searchHistoriesResponseSchema>;
export const searchHistoryParamsSchema = z.object({ id: idParam() });

/** GET /v3/200107/partners?uuids=a,b: cards in the order asked; unknown uuids are left out. */
export const partnersByUuidsQuerySchema = z.object({
  uuids: z.pipe(
    z.transform((value: unknown) => splitQueryList(value)),
    z.array(z.string().check(z.uuid('파트너를 찾을 수 없어요.'))).check(z.minLength(1), z.maxLength(50)),
  ),
});
export const partnersByUuidsResponseSchema = z.object({ item: z.array(partnerCardSchema) });
export type PartnersByUuidsResponse = z.infer<typeof partnersByUuidsResponseSchema>;

/** GET /v3/partner/{uuid}/type: the partner type code (2 = wedding hall, 37 = planner). */
export const partnerTypeParamsSchema = z.object({ uuid: z.string().check(z.uuid('파트너를 찾을 수 없어요.')) });
export const partnerTypeResponseSchema = z.object({ item: z.number().check(z.int()) });

export const HALL_SEARCH_ERROR_CODES = {
  PARTNER_NOT_FOUND: 'PARTNER_NOT_FOUND',
  HISTORY_NOT_FOUND: 'HISTORY_NOT_FOUND',
} as const;
