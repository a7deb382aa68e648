import { REVIEW_DISPUTE_REASON_VALUES } from '@wedding/domain/review-dispute';
import * as z from 'zod/mini';

// The partner console's reviews (issue 26 §5): the hall's answers and disputes.

export const PARTNER_REVIEW_ERROR_CODES = {
  /** Not a review of this partner (or none at all): the same 404 either way. */
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  /** Its author deleted it: nothing to answer or dispute. */
  REVIEW_DELETED: 'REVIEW_DELETED',
  ANSWER_NOT_FOUND: 'ANSWER_NOT_FOUND',
  /** A hall disputes a review once. */
  DISPUTE_EXISTS: 'DISPUTE_EXISTS',
} as const;

/** The console lists 20 reviews a page, like the couple's review list. */
export const PARTNER_REVIEW_PAGE_SIZE = 20;

export const partnerReviewListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  /** 'true': only reviews without an answer yet. */
  unanswered: z._default(z.enum(['true', 'false']), 'false'),
});
export type PartnerReviewListQuery = z.infer<typeof partnerReviewListQuerySchema>;

export const partnerAnswerSchema = z.object({ authorNick: z.string(), content: z.string(), regTsp: z.number() });
export type PartnerAnswer = z.infer<typeof partnerAnswerSchema>;

export const partnerDisputeSchema = z.object({
  reason: z.enum(REVIEW_DISPUTE_REASON_VALUES),
  text: z.string(),
  /** OPEN until an operator decides; then UPHELD (the review was removed) or REJECTED (it stays). */
  state: z.string(),
  regTsp: z.number(),
  /** When an operator decided it (issue 29 §3). */
  resolvedTsp: z.nullable(z.number()),
  /** The operator's reason, shown to the hall. */
  verdictReason: z.nullable(z.string()),
});
export type PartnerDispute = z.infer<typeof partnerDisputeSchema>;

export const partnerReviewSchema = z.object({
  uuid: z.string(),
  /** The author's nick, or '익명' for an anonymous review. */
  nick: z.string(),
  weddingMonth: z.nullable(z.string()),
  regTsp: z.number(),
  content: z.string(),
  /** Mean of the review's scores (1–5, one decimal); null when it has none. */
  rating: z.nullable(z.number()),
  /** 1 when moderation blinded it (spec blockState). */
  blinded: z.boolean(),
  /** Removed because the hall's dispute was upheld (issue 29 §3): listed to show the outcome, closed to writes. */
  removed: z.boolean(),
  answer: z.nullable(partnerAnswerSchema),
  dispute: z.nullable(partnerDisputeSchema),
});
export type PartnerReview = z.infer<typeof partnerReviewSchema>;

export const partnerReviewListResponseSchema = z.object({
  item: z.array(partnerReviewSchema),
  total: z.number(),
  /**
   * All the hall's answerable reviews, and those still without an answer, whatever the filter. `total` (all) also
   * counts the listed reviews removed by an upheld dispute.
   */
  allTotal: z.number(),
  unansweredTotal: z.number(),
  page: z.number(),
  hasNext: z.boolean(),
});
export type PartnerReviewList = z.infer<typeof partnerReviewListResponseSchema>;

export const partnerReviewParamsSchema = z.object({ uuid: z.uuid() });

/** Trimmed, 5–1,000 characters (domain review-answer; the service answers the Korean reason). */
export const partnerAnswerBodySchema = z.object({ content: z.string().check(z.maxLength(4000)) });
export const partnerAnswerResponseSchema = z.object({ item: partnerAnswerSchema });

export const partnerDisputeBodySchema = z.object({
  reason: z.enum(REVIEW_DISPUTE_REASON_VALUES),
  text: z.string().check(z.maxLength(4000)),
});
export const partnerDisputeResponseSchema = z.object({ item: partnerDisputeSchema });
