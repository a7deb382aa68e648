import { MODERATION_ERROR_CODES as C, type ReportBody } from '@wedding/contract/moderation';
import { REPORT_BLIND_THRESHOLD } from '@wedding/domain/community';
import { badRequest, forbidden, notFound } from '../../shared/errors.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { reviewNotFound } from '../reviews/errors.ts';
import { enforceCommunityWriteLimit } from '../reviews/write-limit.ts';
import type { ModerationRepository } from './repository.ts';

export type ModerationService = {
  /** Spec §7 {customerUuid, banCustomerUuid}: customerUuid must be the viewer's own. */
  block(viewer: { id: number; uuid: string }, body: { customerUuid: string; banCustomerUuid: string }): Promise<void>;
  blockPost(customerId: number, reviewUuid: string): Promise<void>;
  report(customerId: number, body: ReportBody): Promise<void>;
};

const targetNotFound = () => notFound('신고할 글이나 사용자를 찾을 수 없어요.', C.REPORT_TARGET_NOT_FOUND);

/** Report and block (issue 11): what a customer stops seeing, and when a post is blinded for everyone. */
export function createModerationService(deps: {
  repository: ModerationRepository;
  rateLimiter: RateLimiter;
}): ModerationService {
  const { repository } = deps;
  return {
    async block(viewer, { customerUuid, banCustomerUuid }) {
      if (customerUuid !== viewer.uuid) throw forbidden('내 계정으로만 차단할 수 있어요.');
      await enforceCommunityWriteLimit(deps.rateLimiter, viewer.id);
      const banned = await repository.customerIdOf(banCustomerUuid);
      if (banned === null) throw notFound('차단할 사용자를 찾을 수 없어요.');
      if (banned === viewer.id) throw badRequest('나를 차단할 수는 없어요.', C.CANNOT_BLOCK_SELF);
      await repository.block(viewer.id, banned);
    },

    async blockPost(customerId, reviewUuid) {
      await enforceCommunityWriteLimit(deps.rateLimiter, customerId);
      const author = await repository.authorOf({ kind: 'REVIEW', uuid: reviewUuid });
      if (author === null) throw reviewNotFound();
      if (author === customerId) throw badRequest('내 글은 차단할 수 없어요.', C.CANNOT_BLOCK_SELF);
      await repository.hideReview(customerId, reviewUuid);
    },

    async report(customerId, { targetKind, targetUuid, reason }) {
      await enforceCommunityWriteLimit(deps.rateLimiter, customerId);
      const target = { kind: targetKind, uuid: targetUuid };
      const author = await repository.authorOf(target);
      if (author === null) throw targetNotFound();
      if (author === customerId) throw badRequest('내 글이나 나를 신고할 수는 없어요.', C.CANNOT_REPORT_OWN);
      await repository.report({ reporterId: customerId, target, reason, blindAt: REPORT_BLIND_THRESHOLD });
    },
  };
}
