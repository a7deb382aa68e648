import { REVIEW_DISPUTE_REASON_VALUES, REVIEW_DISPUTE_STATES } from '@wedding/domain/review-dispute';
import * as z from 'zod/mini';
import { ADMIN_DISPUTE_FILTERS } from './admin-disputes-constants.ts';

export {
  ADMIN_DISPUTE_ERROR_CODES,
  ADMIN_DISPUTE_FILTERS,
  ADMIN_DISPUTE_PAGE_SIZE,
  type AdminDisputeFilter,
} from './admin-disputes-constants.ts';

// Review disputes in the operator console (issue 29 §3): a hall's dispute of a review, and an operator's verdict.

/** GET /v3/admin/disputes: `state` OPEN, UPHELD, REJECTED or ALL (the default: open ones first, oldest first). */
export const adminDisputeListQuerySchema = z.object({
  state: z._default(z.enum(ADMIN_DISPUTE_FILTERS), 'ALL'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
});
export type AdminDisputeListQuery = z.infer<typeof adminDisputeListQuerySchema>;

export const adminDisputeParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1)) });

/** The disputed review as the operator sees it: its writer's nickname even when it shows as anonymous. */
export const adminDisputedReviewSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  content: z.string(),
  /** Mean of its scores (1–5, one decimal); null when it has none. */
  rating: z.nullable(z.number()),
  imageCount: z.number(),
  /** The image paths, as the review shows them (the detail only; the list leaves them empty). */
  images: z.array(z.string()),
  regTsp: z.number(),
  weddingMonth: z.nullable(z.string()),
  writerNick: z.string(),
  anonymous: z.boolean(),
  /** Spec review state: 0 deleted (by its writer, or by an upheld dispute), 1 normal, 3 notice. */
  state: z.number(),
  blinded: z.boolean(),
});

export const adminDisputeSchema = z.object({
  id: z.number(),
  state: z.enum(REVIEW_DISPUTE_STATES),
  reason: z.enum(REVIEW_DISPUTE_REASON_VALUES),
  reasonLabel: z.string(),
  /** The hall's explanation and evidence, as sent. */
  text: z.string(),
  /** When the hall sent it. */
  regTsp: z.number(),
  /** Set once decided. */
  resolvedTsp: z.nullable(z.number()),
  verdictReason: z.nullable(z.string()),
  decidedBy: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** The review was more than 12 months old when disputed: age alone is not a ground (The Knot). */
  reviewOlderThanLimit: z.boolean(),
  review: adminDisputedReviewSchema,
  hall: z.object({ id: z.number(), uuid: z.string(), bizName: z.string() }),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const adminDisputeListResponseSchema = z.object({
  item: z.object({
    disputes: z.array(adminDisputeSchema),
    /** Disputes waiting for a verdict, whatever the filter. */
    openCount: z.number(),
    page: z.number(),
    hasNext: z.boolean(),
  }),
});
export type AdminDisputeList = z.infer<typeof adminDisputeListResponseSchema>['item'];

export const adminDisputeResponseSchema = z.object({ item: adminDisputeSchema });

/** POST /v3/admin/disputes/:id/uphold and /reject: the verdict's reason (10–500 characters, domain rule). */
export const adminVerdictBodySchema = z.object({ reason: z.optional(z.string().check(z.maxLength(4000))) });
export type AdminVerdictBody = z.infer<typeof adminVerdictBodySchema>;
