import type {
  PartnerAnswer,
  PartnerDispute,
  PartnerReviewList,
  PartnerReviewListQuery,
} from '@wedding/contract/partner-reviews';
import { ANONYMOUS_NICK } from '@wedding/domain/community';
import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import { answerProblem } from '@wedding/domain/review-answer';
import { disputeTextProblem, type ReviewDisputeReason } from '@wedding/domain/review-dispute';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import type { AnswerNotice } from './answer-notice.ts';
import { answerNotFound, disputeExists, invalidText, partnerReviewDeleted, partnerReviewNotFound } from './errors.ts';
import type { PartnerReviewRepository } from './repository.ts';

export type PartnerReviewService = {
  list(actor: StaffPrincipal, query: PartnerReviewListQuery): Promise<PartnerReviewList>;
  answer(actor: StaffPrincipal, reviewUuid: string, content: string): Promise<PartnerAnswer>;
  deleteAnswer(actor: StaffPrincipal, reviewUuid: string): Promise<void>;
  dispute(
    actor: StaffPrincipal,
    reviewUuid: string,
    input: { reason: ReviewDisputeReason; text: string },
  ): Promise<PartnerDispute>;
};

const ms = (value: Date | string) => new Date(value).getTime();

function meanRating(ratings: { v: number }[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r.v, 0) / ratings.length) * 10) / 10;
}

/** Answers and disputes of the partner console (issue 26 §5); every call acts on the actor's own partner only. */
export function createPartnerReviewService(deps: {
  repository: PartnerReviewRepository;
  /** Tells the CDN the review reads changed (issue 26 §7); a failed purge never fails the write. */
  cdnPurge?: Pick<CdnPurge, 'purgePaths'>;
  /** Tells the review's writer of the hall's first answer, in the answer's transaction (issue 28). */
  answerNotice?: AnswerNotice;
  now?: () => Date;
}): PartnerReviewService {
  const { repository } = deps;
  // The review list and review pages a guest reads, as prefixes (their queries vary).
  const purgeReviews = (actor: StaffPrincipal, uuid: string) =>
    deps.cdnPurge?.purgePaths([
      '/web/v1/community/reviews',
      `/web/v1/communityV2/${uuid}`,
      `/community/review/${uuid}`,
      `/weddinghall/${actor.partner.uuid}`,
    ]);

  /** Another partner's review answers the same 404 as none, so ids of other halls tell nothing. */
  async function ownReview(actor: StaffPrincipal, uuid: string) {
    const review = await repository.findOwn(actor.partner.id, uuid);
    if (!review) throw partnerReviewNotFound();
    if (review.state === REVIEW_STATE.DELETED || review.state === REVIEW_STATE.NOTICE) throw partnerReviewDeleted();
    return review;
  }

  return {
    async list(actor, query) {
      const { rows, total, allTotal, unansweredTotal, hasNext } = await repository.list(actor.partner.id, query);
      return {
        item: rows.map((row) => ({
          uuid: row.uuid,
          nick: row.anonymous ? ANONYMOUS_NICK : (row.nick ?? ANONYMOUS_NICK),
          weddingMonth: row.wedding_month,
          regTsp: ms(row.created_at),
          content: row.content,
          rating: meanRating(row.ratings),
          blinded: row.block_state === REVIEW_BLOCK_STATE.BLINDED,
          removed: row.removed,
          answer: row.answer
            ? { authorNick: row.answer.authorNick, content: row.answer.content, regTsp: ms(row.answer.createdAt) }
            : null,
          dispute: row.dispute
            ? {
                reason: row.dispute.reason,
                text: row.dispute.text,
                state: row.dispute.state,
                regTsp: ms(row.dispute.createdAt),
                resolvedTsp: row.dispute.resolvedAt ? ms(row.dispute.resolvedAt) : null,
                verdictReason: row.dispute.verdictReason ?? null,
              }
            : null,
        })),
        total,
        allTotal,
        unansweredTotal,
        page: query.page,
        hasNext,
      };
    },

    async answer(actor, reviewUuid, content) {
      // Whose review first: another partner's is 404 whatever the text (the tenant walk's rule).
      const review = await ownReview(actor, reviewUuid);
      const problem = answerProblem(content);
      if (problem) throw invalidText(problem);
      // The answer is signed with the hall's business name (spec §3 answer.authorNick), not the staff member's.
      const notice = deps.answerNotice;
      const row = await repository.saveAnswer(
        actor,
        review,
        { authorNick: actor.partner.bizName, content: content.trim() },
        async (tx, saved) => {
          if (saved.first && notice)
            await notice(tx, { ...review, bizName: actor.partner.bizName }, deps.now?.() ?? new Date());
        },
      );
      await purgeReviews(actor, reviewUuid);
      return { authorNick: row.authorNick, content: row.content, regTsp: ms(row.createdAt) };
    },

    async deleteAnswer(actor, reviewUuid) {
      const review = await repository.findOwn(actor.partner.id, reviewUuid);
      if (!review) throw partnerReviewNotFound();
      if (!(await repository.deleteAnswer(actor, review))) throw answerNotFound();
      await purgeReviews(actor, reviewUuid);
    },

    async dispute(actor, reviewUuid, input) {
      const review = await ownReview(actor, reviewUuid);
      const problem = disputeTextProblem(input.reason, input.text);
      if (problem) throw invalidText(problem);
      const row = await repository.createDispute(actor, review, { reason: input.reason, text: input.text.trim() });
      if (!row) throw disputeExists();
      return {
        reason: row.reason,
        text: row.text,
        state: row.state,
        regTsp: ms(row.createdAt),
        resolvedTsp: null,
        verdictReason: null,
      };
    },
  };
}
