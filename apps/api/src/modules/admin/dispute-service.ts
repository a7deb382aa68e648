import type { AdminDispute, AdminDisputeList, AdminDisputeListQuery } from '@wedding/contract/admin-disputes';
import { REVIEW_BLOCK_STATE } from '@wedding/domain/enums';
import { partnerPath } from '@wedding/domain/partner-path';
import { disputeReasonLabel } from '@wedding/domain/review-dispute';
import {
  DISPUTE_AUDIT_ACTIONS,
  type DisputeVerdict,
  reviewOlderThanGroundLimit,
  VERDICT_STATE,
  verdictReasonProblem,
} from '@wedding/domain/review-dispute-verdict';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import { disputeDecided, disputeNotFound, verdictReasonInvalid } from './dispute-errors.ts';
import type { DisputeNotices } from './dispute-notices.ts';
import type { DisputeRepository, DisputeRow } from './dispute-repository.ts';
import type { OperatorAuditRepository } from './operator-audit.ts';

export type DisputeService = {
  list(query: AdminDisputeListQuery): Promise<AdminDisputeList>;
  get(id: number): Promise<AdminDispute>;
  /** Upholds (the review is removed) or rejects (it stays) an OPEN dispute, with the reason people are told. */
  decide(operatorId: number, id: number, verdict: DisputeVerdict, reason: string | undefined): Promise<AdminDispute>;
};

const ms = (value: Date | string) => new Date(value).getTime();

function meanRating(ratings: { v: number }[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r.v, 0) / ratings.length) * 10) / 10;
}

function toDispute(row: DisputeRow): AdminDispute {
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    reasonLabel: disputeReasonLabel(row.reason),
    text: row.text,
    regTsp: ms(row.created_at),
    resolvedTsp: row.resolved_at === null ? null : ms(row.resolved_at),
    verdictReason: row.verdict_reason,
    decidedBy:
      row.decided_by === null
        ? null
        : { id: Number(row.decided_by), name: row.decided_by_name ?? `#${row.decided_by}` },
    reviewOlderThanLimit: reviewOlderThanGroundLimit(new Date(row.review_created_at), new Date(row.created_at)),
    review: {
      id: row.review_id,
      uuid: row.review_uuid,
      content: row.content,
      rating: meanRating(row.ratings),
      imageCount: row.image_count,
      images: row.images ?? [],
      regTsp: ms(row.review_created_at),
      weddingMonth: row.wedding_month,
      writerNick: row.nick ?? '(탈퇴한 회원)',
      anonymous: row.anonymous,
      state: Number(row.review_state),
      blinded: Number(row.block_state) === REVIEW_BLOCK_STATE.BLINDED,
    },
    hall: { id: Number(row.partner_id), uuid: row.partner_uuid, bizName: row.biz_name },
  };
}

/** Review disputes in the operator console (issue 29 §3). */
export function createDisputeService(deps: {
  repository: DisputeRepository;
  audit: Pick<OperatorAuditRepository, 'record'>;
  notices: DisputeNotices;
  /** An upheld dispute changes the review list and page a guest reads; a failed purge never fails the verdict. */
  cdnPurge?: Pick<CdnPurge, 'purgePaths'>;
  now?: () => Date;
}): DisputeService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function get(id: number) {
    const row = await repository.find(id);
    if (!row) throw disputeNotFound();
    return toDispute(row);
  }

  return {
    async list(query) {
      const { rows, openCount, hasNext } = await repository.list(query.state, query.page);
      return { disputes: rows.map(toDispute), openCount, page: query.page, hasNext };
    },

    get,

    async decide(operatorId, id, verdict, rawReason) {
      const problem = verdictReasonProblem(rawReason);
      if (problem) throw verdictReasonInvalid(problem);
      const reason = (rawReason ?? '').trim();
      const at = now();
      const result = await repository.decide({ id, verdict, reason, operatorId, now: at }, async (tx, decided) => {
        const { before } = decided;
        await deps.audit.record(
          operatorId,
          {
            action: DISPUTE_AUDIT_ACTIONS[verdict],
            target: `review:${before.review_id}`,
            reason,
            before: {
              dispute: { id: before.id, state: before.state, reason: before.reason },
              review: { state: Number(before.review_state), blockState: Number(before.block_state) },
            },
            after: {
              dispute: { id: before.id, state: VERDICT_STATE[verdict], verdictReason: reason },
              review: {
                state: decided.reviewRemoved ? 0 : Number(before.review_state),
                blockState: Number(before.block_state),
              },
              reviewCountLowered: decided.countLowered,
            },
          },
          tx,
        );
        await deps.notices(tx, decided, at);
      });
      if (result.outcome === 'NOT_FOUND') throw disputeNotFound();
      if (result.outcome === 'DECIDED_ALREADY') throw disputeDecided();
      const { before, reviewRemoved } = result.decided;
      if (reviewRemoved)
        await deps.cdnPurge?.purgePaths([
          '/web/v1/community/reviews',
          `/web/v1/communityV2/${before.review_uuid}`,
          `/community/review/${before.review_uuid}`,
          partnerPath({ partnerUuid: before.partner_uuid, type: Number(before.partner_type) }),
        ]);
      return get(id);
    },
  };
}
