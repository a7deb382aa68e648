import type { PartnerReviewListQuery } from '@wedding/contract/partner-reviews';
import { PARTNER_REVIEW_PAGE_SIZE } from '@wedding/contract/partner-reviews';
import { REVIEW_STATE } from '@wedding/domain/enums';
import type { ReviewDisputeReason } from '@wedding/domain/review-dispute';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

type Actor = Pick<StaffPrincipal, 'id' | 'partner'>;
type Instant = Date | string;

export type PartnerReviewRow = {
  id: number;
  uuid: string;
  anonymous: boolean;
  nick: string | null;
  wedding_month: string | null;
  created_at: Instant;
  content: string;
  ratings: { kname: string; v: number }[];
  block_state: number;
  /** Removed by an operator upholding the hall's dispute (issue 29 §3): listed so the hall sees the outcome. */
  removed: boolean;
  answer: { authorNick: string; content: string; createdAt: Instant } | null;
  dispute: DisputeRow | null;
};
export type AnswerRow = { authorNick: string; content: string; createdAt: Instant };
export type DisputeRow = {
  reason: ReviewDisputeReason;
  text: string;
  state: string;
  createdAt: Instant;
  resolvedAt?: Instant | null;
  verdictReason?: string | null;
};
/** The review a write acts on: only ever found within the actor's own partner. */
export type OwnReview = { id: number; uuid: string; state: number; customerId: number };

export type PartnerReviewRepository = {
  list(
    partnerId: number,
    query: PartnerReviewListQuery,
  ): Promise<{ rows: PartnerReviewRow[]; total: number; allTotal: number; unansweredTotal: number; hasNext: boolean }>;
  /** null for another partner's review and for none at all: the caller answers the same 404. */
  findOwn(partnerId: number, uuid: string): Promise<OwnReview | null>;
  /**
   * Writes or replaces the answer and audits it, in one transaction; `afterSave` runs there too (the writer's
   * notice, issue 28), told whether this is the review's first answer.
   */
  saveAnswer(
    actor: Actor,
    review: OwnReview,
    answer: { authorNick: string; content: string },
    afterSave?: (tx: Db, saved: { first: boolean }) => Promise<void>,
  ): Promise<AnswerRow>;
  /** false when there was no answer. */
  deleteAnswer(actor: Actor, review: OwnReview): Promise<boolean>;
  /** null when the review was disputed already (the unique review id decides a race). */
  createDispute(
    actor: Actor,
    review: OwnReview,
    dispute: { reason: ReviewDisputeReason; text: string },
  ): Promise<DisputeRow | null>;
};

// Reviews a hall can answer: its own, neither deleted nor notices.
const ANSWERABLE = sql`r.state <> ${REVIEW_STATE.DELETED} AND r.state <> ${REVIEW_STATE.NOTICE}`;
// What the console lists: those, and the ones removed because the hall's dispute was upheld (issue 29 §3), so the
// hall sees the outcome; they count in neither total, and nothing can be written on them.
const REMOVED_BY_VERDICT = sql`(r.state = ${REVIEW_STATE.DELETED} AND d.state = 'UPHELD')`;

export function createPartnerReviewRepository(db: Db): PartnerReviewRepository {
  return {
    async list(partnerId, query) {
      const unansweredOnly = query.unanswered === 'true';
      const offset = (query.page - 1) * PARTNER_REVIEW_PAGE_SIZE;
      const [rows, counts] = await Promise.all([
        queryRows<PartnerReviewRow>(
          db,
          sql`SELECT r.id, r.uuid, r.anonymous, c.nick, r.wedding_month, r.created_at, r.content, r.ratings, r.block_state,
                ${REMOVED_BY_VERDICT} AS removed,
                CASE WHEN a.id IS NULL THEN NULL
                  ELSE json_build_object('authorNick', a.author_nick, 'content', a.content, 'createdAt', a.created_at) END AS answer,
                CASE WHEN d.id IS NULL THEN NULL
                  ELSE json_build_object('reason', d.reason, 'text', d.text, 'state', d.state, 'createdAt', d.created_at,
                    'resolvedAt', d.resolved_at, 'verdictReason', d.verdict_reason) END AS dispute
              FROM reviews r
              JOIN customers c ON c.id = r.customer_id
              LEFT JOIN partner_answers a ON a.review_id = r.id
              LEFT JOIN review_disputes d ON d.review_id = r.id
              WHERE r.partner_id = ${partnerId}
                AND ${unansweredOnly ? sql`${ANSWERABLE} AND a.id IS NULL` : sql`(${ANSWERABLE} OR ${REMOVED_BY_VERDICT})`}
              ORDER BY r.created_at DESC, r.id DESC
              LIMIT ${PARTNER_REVIEW_PAGE_SIZE + 1} OFFSET ${offset}`,
        ),
        queryRows<{ total: number; unanswered: number }>(
          db,
          sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE ${ANSWERABLE} AND a.id IS NULL)::int AS unanswered
              FROM reviews r LEFT JOIN partner_answers a ON a.review_id = r.id
              LEFT JOIN review_disputes d ON d.review_id = r.id
              WHERE r.partner_id = ${partnerId} AND (${ANSWERABLE} OR ${REMOVED_BY_VERDICT})`,
        ),
      ]);
      const { total = 0, unanswered = 0 } = counts[0] ?? {};
      return {
        rows: rows.slice(0, PARTNER_REVIEW_PAGE_SIZE),
        total: unansweredOnly ? unanswered : total,
        allTotal: total,
        unansweredTotal: unanswered,
        hasNext: rows.length > PARTNER_REVIEW_PAGE_SIZE,
      };
    },

    async findOwn(partnerId, uuid) {
      const [row] = await queryRows<OwnReview>(
        db,
        sql`SELECT id, uuid, state, customer_id AS "customerId" FROM reviews WHERE uuid = ${uuid} AND partner_id = ${partnerId}`,
      );
      return row ?? null;
    },

    saveAnswer: (actor, review, answer, afterSave) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [before] = await queryRows<{ content: string }>(
          tx,
          sql`SELECT content FROM partner_answers WHERE review_id = ${review.id} FOR UPDATE`,
        );
        // An edit keeps the answer's first date: regTsp is when the couple was first answered.
        const [row] = await queryRows<AnswerRow>(
          tx,
          sql`INSERT INTO partner_answers (review_id, author_nick, content) VALUES (${review.id}, ${answer.authorNick}, ${answer.content})
              ON CONFLICT (review_id) DO UPDATE SET author_nick = EXCLUDED.author_nick, content = EXCLUDED.content
              RETURNING author_nick AS "authorNick", content, created_at AS "createdAt"`,
        );
        await recordAudit(tx, actor, {
          action: before ? 'review.answer-edit' : 'review.answer',
          target: `review:${review.id}`,
          before: before ? { content: before.content } : undefined,
          after: { content: answer.content },
        });
        await afterSave?.(tx, { first: !before });
        return row!;
      }),

    deleteAnswer: (actor, review) =>
      db.transaction(async (tx) => {
        const [gone] = await queryRows<{ content: string }>(
          tx,
          sql`DELETE FROM partner_answers WHERE review_id = ${review.id} RETURNING content`,
        );
        if (!gone) return false;
        await recordAudit(tx, actor, {
          action: 'review.answer-delete',
          target: `review:${review.id}`,
          before: { content: gone.content },
        });
        return true;
      }),

    createDispute: (actor, review, dispute) =>
      db.transaction(async (tx) => {
        const [row] = await queryRows<DisputeRow>(
          tx,
          sql`INSERT INTO review_disputes (review_id, partner_id, staff_id, reason, text)
              VALUES (${review.id}, ${actor.partner.id}, ${actor.id}, ${dispute.reason}, ${dispute.text})
              ON CONFLICT (review_id) DO NOTHING
              RETURNING reason, text, state, created_at AS "createdAt"`,
        );
        if (!row) return null;
        await recordAudit(tx, actor, { action: 'review.dispute', target: `review:${review.id}`, after: dispute });
        return row;
      }),
  };
}
