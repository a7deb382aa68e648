import { ADMIN_DISPUTE_PAGE_SIZE, type AdminDisputeFilter } from '@wedding/contract/admin-disputes-constants';
import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import type { ReviewDisputeReason } from '@wedding/domain/review-dispute';
import { type DisputeVerdict, VERDICT_STATE } from '@wedding/domain/review-dispute-verdict';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

type Instant = Date | string;

/** One dispute with its review and hall, as the operator console reads it (issue 29 §3). */
export type DisputeRow = {
  id: number;
  state: 'OPEN' | 'UPHELD' | 'REJECTED';
  reason: ReviewDisputeReason;
  text: string;
  created_at: Instant;
  resolved_at: Instant | null;
  verdict_reason: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  review_id: number;
  review_uuid: string;
  content: string;
  ratings: { kname: string; v: number }[];
  review_created_at: Instant;
  wedding_month: string | null;
  anonymous: boolean;
  review_state: number;
  block_state: number;
  customer_id: number;
  nick: string | null;
  image_count: number;
  images: string[] | null;
  partner_id: number;
  partner_uuid: string;
  partner_type: number;
  biz_name: string;
};

/** What a verdict changed, for its audit row and notices. */
export type DecidedDispute = {
  before: DisputeRow;
  verdict: DisputeVerdict;
  reason: string;
  /** Upheld and the review was still up: it is removed now (not when its writer had deleted it already). */
  reviewRemoved: boolean;
  /** The review counted in the hall's review_count (normal and not blinded), so the count went down by one. */
  countLowered: boolean;
};

export type DecideOutcome =
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'DECIDED_ALREADY' }
  | { outcome: 'DECIDED'; decided: DecidedDispute };

export type DisputeRepository = {
  list(filter: AdminDisputeFilter, page: number): Promise<{ rows: DisputeRow[]; openCount: number; hasNext: boolean }>;
  /** With the review's image paths. */
  find(id: number): Promise<DisputeRow | null>;
  /**
   * Decides an OPEN dispute in one transaction: the dispute row (state, time, operator, reason), on uphold the
   * review's removal (state 0, the hall's review_count kept right), then `effects` (the audit row and the notices)
   * in that same transaction. The dispute row is locked first, so two verdicts at once decide it once.
   */
  decide(
    input: { id: number; verdict: DisputeVerdict; reason: string; operatorId: number; now: Date },
    effects: (tx: Db, decided: DecidedDispute) => Promise<void>,
  ): Promise<DecideOutcome>;
};

function select(withImages: boolean): SQL {
  return sql`
    SELECT d.id, d.state, d.reason, d.text, d.created_at, d.resolved_at, d.verdict_reason, d.decided_by,
      o.name AS decided_by_name,
      r.id AS review_id, r.uuid AS review_uuid, r.content, r.ratings, r.created_at AS review_created_at,
      r.wedding_month, r.anonymous, r.state AS review_state, r.block_state, r.customer_id, c.nick,
      (SELECT count(*)::int FROM review_images i WHERE i.review_id = r.id) AS image_count,
      ${withImages ? sql`(SELECT array_agg(i.url ORDER BY i.sort, i.id) FROM review_images i WHERE i.review_id = r.id)` : sql`NULL::text[]`} AS images,
      p.id AS partner_id, p.uuid AS partner_uuid, p.type AS partner_type, p.biz_name
    FROM review_disputes d
    JOIN reviews r ON r.id = d.review_id
    JOIN customers c ON c.id = r.customer_id
    JOIN partners p ON p.id = d.partner_id
    LEFT JOIN operators o ON o.id = d.decided_by`;
}

// Open disputes first, the longest waiting at the top (a queue); decided ones after, the latest verdict first.
const ORDER = sql`ORDER BY (d.state <> 'OPEN'), CASE WHEN d.state = 'OPEN' THEN d.created_at END ASC,
  d.resolved_at DESC NULLS LAST, d.id DESC`;

export function createDisputeRepository(db: Db): DisputeRepository {
  return {
    async list(filter, page) {
      const where = filter === 'ALL' ? sql`` : sql`WHERE d.state = ${filter}`;
      const [rows, [counts]] = await Promise.all([
        queryRows<DisputeRow>(
          db,
          sql`${select(false)} ${where} ${ORDER}
              LIMIT ${ADMIN_DISPUTE_PAGE_SIZE + 1} OFFSET ${(page - 1) * ADMIN_DISPUTE_PAGE_SIZE}`,
        ),
        queryRows<{ open: number }>(db, sql`SELECT count(*)::int AS open FROM review_disputes WHERE state = 'OPEN'`),
      ]);
      return {
        rows: rows.slice(0, ADMIN_DISPUTE_PAGE_SIZE),
        openCount: counts?.open ?? 0,
        hasNext: rows.length > ADMIN_DISPUTE_PAGE_SIZE,
      };
    },

    async find(id) {
      const [row] = await queryRows<DisputeRow>(db, sql`${select(true)} WHERE d.id = ${id}`);
      return row ?? null;
    },

    decide: ({ id, verdict, reason, operatorId, now }, effects) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // Lock the dispute and its review: a second verdict waits here and then finds it decided.
        const [before] = await queryRows<DisputeRow>(tx, sql`${select(false)} WHERE d.id = ${id} FOR UPDATE OF d, r`);
        if (!before) return { outcome: 'NOT_FOUND' as const };
        if (before.state !== 'OPEN') return { outcome: 'DECIDED_ALREADY' as const };

        let reviewRemoved = false;
        let countLowered = false;
        if (verdict === 'UPHOLD' && before.review_state !== REVIEW_STATE.DELETED) {
          await tx.execute(
            sql`UPDATE reviews SET state = ${REVIEW_STATE.DELETED}, updated_at = ${now}, removed_at = ${now} WHERE id = ${before.review_id}`,
          );
          reviewRemoved = true;
          // review_count counts what a visitor can read (normal and not blinded, as the writer's own delete and
          // the seed's finalize count): only such a review takes one off.
          countLowered =
            before.review_state === REVIEW_STATE.NORMAL && before.block_state === REVIEW_BLOCK_STATE.NORMAL;
          if (countLowered)
            await tx.execute(
              sql`UPDATE partners SET review_count = greatest(review_count - 1, 0) WHERE id = ${before.partner_id}`,
            );
        }
        await tx.execute(
          sql`UPDATE review_disputes SET state = ${VERDICT_STATE[verdict]}, resolved_at = ${now},
                decided_by = ${operatorId}, verdict_reason = ${reason}
              WHERE id = ${id} AND state = 'OPEN'`,
        );
        const decided: DecidedDispute = { before, verdict, reason, reviewRemoved, countLowered };
        await effects(tx, decided);
        return { outcome: 'DECIDED' as const, decided };
      }),
  };
}
