import * as z from 'zod/mini';

/** Partner card (spec §3). type 2 = wedding hall, 37 = planner. */
export const partnerCardSchema = z.object({
  partnerUuid: z.string().check(z.uuid()),
  partnerName: z.string(),
  coverUrl: z.string(),
  region: z.string(),
  isLiked: z.boolean(),
  isAdvertise: z.boolean(),
  adName: z.nullable(z.string()),
  adCode: z.nullable(z.string()),
  type: z.number().check(z.int()),
  /**
   * An operator paused the partner (issue 29 §4). Listings never carry one; favourites and cards by uuid keep it
   * with this flag, and the card says '운영 일시 중지' (domain PAUSED_CARD_LABEL).
   */
  paused: z.boolean(),
});
export type PartnerCard = z.infer<typeof partnerCardSchema>;

export const popularWeddingHallsResponseSchema = z.object({ item: z.array(partnerCardSchema) });
export type PopularWeddingHallsResponse = z.infer<typeof popularWeddingHallsResponseSchema>;

/** `limit` is ours (the spec shows none); the page shows 10. */
export const popularWeddingHallsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export type PopularWeddingHallsQuery = z.infer<typeof popularWeddingHallsQuerySchema>;

/** GET /v3/partner/{uuid}/detail: a partner's page (/partner/{uuid}), for planners and other partners. */
export const partnerDetailSchema = z.object({
  partnerUuid: z.string(),
  /** 2 a wedding hall (its page is /weddinghall/{uuid}), 37 a planner. */
  type: z.number().check(z.int()),
  bizName: z.string(),
  coverUrl: z.string(),
  region: z.string(),
  isLiked: z.boolean(),
  likeCount: z.number().check(z.int()),
  reviewCount: z.number().check(z.int()),
  profile: z.nullable(
    z.object({
      name: z.string(),
      tel: z.nullable(z.string()),
      address: z.nullable(z.string()),
      notice: z.nullable(z.string()),
    }),
  ),
  /** The company's other partners: its head office and branches ('current branch' is this one). */
  branches: z.array(
    z.object({ partnerUuid: z.string(), bizName: z.string(), region: z.string(), isHead: z.boolean() }),
  ),
  /**
   * An operator paused the partner (issue 29 §4): the page shows the hall page's notice (domain
   * PARTNER_PAUSED_MESSAGES.NOTICE) and offers nothing new to book or ask.
   */
  paused: z.boolean(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;
export const partnerDetailResponseSchema = z.object({ item: partnerDetailSchema });
export type PartnerDetailResponse = z.infer<typeof partnerDetailResponseSchema>;
