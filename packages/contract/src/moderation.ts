import { REPORT_REASONS } from '@wedding/domain/community';
import * as z from 'zod/mini';

// Report and block (spec §6 other users; §7 POST {customerUuid, banCustomerUuid}; issue 11).

/** POST /web/v1/community/block: the viewer (customerUuid) stops seeing banCustomerUuid's reviews and comments. */
export const blockBodySchema = z.object({
  customerUuid: z.string().check(z.uuid('고객을 찾을 수 없어요.')),
  banCustomerUuid: z.string().check(z.uuid('차단할 고객을 찾을 수 없어요.')),
});
/** POST /web/v1/community/block-post: the viewer stops seeing one review. */
export const blockPostBodySchema = z.object({ reviewUuid: z.string().check(z.uuid('후기를 찾을 수 없어요.')) });

export const REPORT_TARGETS = ['REVIEW', 'COMMENT', 'CUSTOMER'] as const;
/** POST /web/v1/community/report: once per reporter and target; a reported post is hidden from its reporter. */
export const reportBodySchema = z.object({
  targetKind: z.enum(REPORT_TARGETS, '신고할 대상을 다시 선택해 주세요.'),
  targetUuid: z.string().check(z.uuid('신고할 대상을 찾을 수 없어요.')),
  reason: z.enum(REPORT_REASONS, '신고 사유를 골라 주세요.'),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const moderationResponseSchema = z.object({ item: z.object({ done: z.boolean() }) });
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

export const MODERATION_ERROR_CODES = {
  CANNOT_BLOCK_SELF: 'CANNOT_BLOCK_SELF',
  CANNOT_REPORT_OWN: 'CANNOT_REPORT_OWN',
  REPORT_TARGET_NOT_FOUND: 'REPORT_TARGET_NOT_FOUND',
} as const;

/**
 * GET /web/v1/community/suspension: the signed-in customer's own suspension holding now, or null (issue 29 §2,
 * decision 0057). `until` null = for good; `message` is the domain's suspensionMessage, shown where they would write.
 */
export const mySuspensionResponseSchema = z.object({
  item: z.object({
    suspension: z.nullable(
      z.object({ startsAt: z.string(), until: z.nullable(z.string()), reason: z.string(), message: z.string() }),
    ),
  }),
});
export type MySuspensionResponse = z.infer<typeof mySuspensionResponseSchema>;
export type MySuspension = NonNullable<MySuspensionResponse['item']['suspension']>;
