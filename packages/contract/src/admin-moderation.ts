import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  MODERATION_TARGET_KINDS,
  SUSPENSION_DURATIONS,
} from '@wedding/domain/moderation';
import * as z from 'zod/mini';
import { MODERATION_QUEUE_FILTERS, MODERATION_QUEUE_SORTS } from './admin-moderation-constants.ts';

// The operator console's moderation queue (issue 29 §2): reports grouped by target, a target's detail, and the
// actions on it. Reasons are checked by the service with the domain's Korean messages (so a missing one reads
// '처리 사유를 입력해 주세요.'), the schema only bounds their size.

export {
  MODERATION_ERROR_CODES,
  MODERATION_QUEUE_FILTERS,
  MODERATION_QUEUE_PAGE_SIZE,
  MODERATION_QUEUE_SORTS,
  type ModerationQueueFilter,
  type ModerationQueueSort,
} from './admin-moderation-constants.ts';

const kind = z.enum(MODERATION_TARGET_KINDS, '신고 대상 종류가 올바르지 않아요.');

export const moderationQueueQuerySchema = z.object({
  filter: z.optional(z.enum(MODERATION_QUEUE_FILTERS)),
  sort: z.optional(z.enum(MODERATION_QUEUE_SORTS)),
  kind: z.optional(kind),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export const moderationTargetParamsSchema = z.object({
  kind,
  uuid: z.string().check(z.uuid('신고 대상을 찾을 수 없어요.')),
});

const reason = z.string().check(z.maxLength(MODERATION_REASON_MAX * 2));

/** POST …/actions: keep, blind, unblind, delete or warn, with the reason the writer is told. */
export const moderationActionBodySchema = z.object({
  action: z.enum(
    MODERATION_ACTIONS.filter((a) => a !== 'SUSPEND' && a !== 'UNSUSPEND') as [
      'KEEP',
      'BLIND',
      'UNBLIND',
      'DELETE',
      'WARN',
    ],
    '처리 방법을 골라 주세요.',
  ),
  reason: z.optional(reason),
});
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

/** POST …/suspend: the writer (a customer) for 7 days, 30 days or for good. */
export const moderationSuspendBodySchema = z.object({
  duration: z.enum(SUSPENSION_DURATIONS, '정지 기간을 골라 주세요.'),
  reason: z.optional(reason),
});
export type ModerationSuspendBody = z.infer<typeof moderationSuspendBodySchema>;

/** POST …/unsuspend: lift the writer's suspension early. */
export const moderationUnsuspendBodySchema = z.object({ reason: z.optional(reason) });

const writerSchema = z.object({
  side: z.enum(['CUSTOMER', 'PARTNER']),
  uuid: z.string(),
  name: z.string(),
});

const stateSchema = z.object({ blinded: z.boolean(), deleted: z.boolean(), writerSuspended: z.boolean() });

export const moderationQueueItemSchema = z.object({
  kind,
  uuid: z.string(),
  excerpt: z.string(),
  /** Where it was written: the hall of a review, the review of a comment, the hall of a thread. */
  context: z.nullable(z.string()),
  writer: writerSchema,
  /** Open reports only; a blinded review without open reports has 0. */
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
  firstReportedAt: z.nullable(z.string()),
  lastReportedAt: z.nullable(z.string()),
  state: stateSchema,
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueueResponseSchema = z.object({
  item: z.object({ targets: z.array(moderationQueueItemSchema), total: z.number(), hasNext: z.boolean() }),
});
export type ModerationQueue = z.infer<typeof moderationQueueResponseSchema>['item'];

export const moderationTargetSchema = z.object({
  ...moderationQueueItemSchema.shape,
  /** The whole text (a thread: the reported side's last messages). */
  content: z.string(),
  /** The public page, when there is one. */
  link: z.nullable(z.string()),
  suspension: z.nullable(
    z.object({ until: z.nullable(z.string()), reason: z.string(), message: z.string(), startsAt: z.string() }),
  ),
  reports: z.array(
    z.object({
      reporter: z.string(),
      reason: z.string(),
      at: z.string(),
      resolvedAt: z.nullable(z.string()),
      resolution: z.nullable(z.string()),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      reason: z.nullable(z.string()),
      operatorName: z.nullable(z.string()),
    }),
  ),
  actions: z.array(z.enum(MODERATION_ACTIONS)),
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;
export const moderationTargetResponseSchema = z.object({ item: moderationTargetSchema });
