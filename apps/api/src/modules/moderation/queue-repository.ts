import type { ModerationQueueFilter, ModerationQueueSort } from '@wedding/contract/admin-moderation-constants';
import { COMMENT_DEPTH, REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import type { ModerationTargetKind, Suspension, SuspensionDuration } from '@wedding/domain/moderation';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// The moderation queue's reads and writes (issue 29 §2). Reports are grouped by target; a hall's report of a
// couple's inquiry thread lives on inquiry_threads (partner_reported_at) and joins the queue as INQUIRY_COUPLE.
// Every write takes the action's transaction, so the change, its audit row and the writer's notice land together.

export type QueueRow = {
  kind: ModerationTargetKind;
  uuid: string;
  reportCount: number;
  firstAt: Date | null;
  lastAt: Date | null;
};

export type TargetRow = {
  kind: ModerationTargetKind;
  uuid: string;
  /** The review's, comment's, customer's or thread's own id. */
  id: number;
  content: string;
  context: string | null;
  writer: { side: 'CUSTOMER' | 'PARTNER'; id: number; uuid: string; name: string };
  blinded: boolean;
  deleted: boolean;
  /** The review a comment belongs to, or the review itself. */
  reviewUuid: string | null;
};

/** Who reported a target: a couple (reports.reporter_id) or a hall (inquiry_threads.partner_id). */
export type Reporter = { customerId: number } | { partnerId: number };

export type ReportRow = {
  reporter: string;
  reason: string;
  at: Date;
  resolvedAt: Date | null;
  resolution: string | null;
};

export type ModerationQueueRepository = {
  queue(input: {
    filter: ModerationQueueFilter;
    sort: ModerationQueueSort;
    kind?: ModerationTargetKind;
    offset: number;
    limit: number;
    at: Date;
  }): Promise<{ rows: QueueRow[]; total: number }>;
  /** Open reports' reasons with counts, per target ('KIND:uuid'), most frequent first. */
  reasonsOf(
    targets: readonly { kind: ModerationTargetKind; uuid: string }[],
  ): Promise<Map<string, { reason: string; count: number }[]>>;
  /** Open reports of one target (its count and first/last instants). */
  openOf(kind: ModerationTargetKind, uuid: string, tx?: Db): Promise<Omit<QueueRow, 'kind' | 'uuid'>>;
  target(kind: ModerationTargetKind, uuid: string, tx?: Db): Promise<TargetRow | null>;
  /** Every report of the target, open and closed, newest first (at most 50). */
  reportsOf(kind: ModerationTargetKind, uuid: string): Promise<ReportRow[]>;
  /** The customer's suspensions that may hold at `at` or later (not lifted, not over); the domain decides. */
  suspensionsOf(customerId: number, at: Date, tx?: Db): Promise<(Suspension & { id: number })[]>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Closes the target's open reports with `resolution`; answers who had reported (couples by customer id, or the
   * hall of an INQUIRY_COUPLE), one per closed report.
   */
  closeReports(
    tx: Db,
    target: { kind: ModerationTargetKind; uuid: string },
    by: { operatorId: number; resolution: string; at: Date },
  ): Promise<Reporter[]>;
  /**
   * Blinds or unblinds a review and keeps partners.review_count (what a visitor can read: normal state, not
   * blinded) right. Answers false when it already was so.
   */
  setReviewBlinded(tx: Db, reviewId: number, blinded: boolean): Promise<boolean>;
  /** State 0 for a review (review_count follows) or a comment (its review's reply_cnt follows). */
  deleteReview(tx: Db, reviewId: number, at: Date): Promise<boolean>;
  deleteComment(tx: Db, commentId: number, at: Date): Promise<boolean>;
  suspend(
    tx: Db,
    input: {
      customerId: number;
      duration: SuspensionDuration;
      startsAt: Date;
      until: Date | null;
      reason: string;
      operatorId: number;
    },
  ): Promise<number>;
  lift(tx: Db, suspensionIds: readonly number[], by: { operatorId: number; reason: string; at: Date }): Promise<void>;
};

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

const OPEN_TARGETS = sql`
  SELECT target_kind AS kind, target_uuid AS uuid, count(*)::int AS report_count,
         min(created_at) AS first_at, max(created_at) AS last_at
    FROM reports WHERE resolved_at IS NULL GROUP BY target_kind, target_uuid
  UNION ALL
  SELECT 'INQUIRY_COUPLE', uuid, 1, partner_reported_at, partner_reported_at FROM inquiry_threads
   WHERE partner_reported_at IS NOT NULL AND partner_report_resolved_at IS NULL`;

function openOfSql(kind: ModerationTargetKind, uuid: string): SQL {
  return kind === 'INQUIRY_COUPLE'
    ? sql`SELECT (partner_reported_at IS NOT NULL AND partner_report_resolved_at IS NULL)::int AS report_count,
                 CASE WHEN partner_report_resolved_at IS NULL THEN partner_reported_at END AS first_at,
                 CASE WHEN partner_report_resolved_at IS NULL THEN partner_reported_at END AS last_at
            FROM inquiry_threads WHERE uuid = ${uuid}`
    : sql`SELECT count(*)::int AS report_count, min(created_at) AS first_at, max(created_at) AS last_at
            FROM reports WHERE target_kind = ${kind} AND target_uuid = ${uuid} AND resolved_at IS NULL`;
}

/** The active-suspension test in SQL, for listing only (the guard asks the domain's isSuspendedAt). */
const activeAt = (at: Date) =>
  sql`s.lifted_at IS NULL AND s.starts_at <= ${at} AND (s.until IS NULL OR s.until > ${at})`;

export function createModerationQueueRepository(db: Db): ModerationQueueRepository {
  return {
    async queue({ filter, sort, kind, offset, limit, at }) {
      let source: SQL;
      if (filter === 'OPEN') {
        source = sql`SELECT kind, uuid, report_count, first_at, last_at, first_at AS since FROM (${OPEN_TARGETS}) o`;
      } else if (filter === 'BLINDED') {
        // Blinded reviews, reported or not: the ones the threshold blinded and those an operator blinded.
        source = sql`SELECT 'REVIEW' AS kind, r.uuid, o.report_count, o.first_at, o.last_at,
                            coalesce(o.first_at, r.created_at) AS since
                       FROM reviews r
                       CROSS JOIN LATERAL (SELECT count(*)::int AS report_count, min(created_at) AS first_at,
                                                  max(created_at) AS last_at
                                             FROM reports WHERE target_kind = 'REVIEW' AND target_uuid = r.uuid
                                              AND resolved_at IS NULL) o
                      WHERE r.block_state = ${REVIEW_BLOCK_STATE.BLINDED} AND r.state <> ${REVIEW_STATE.DELETED}`;
      } else {
        source = sql`SELECT 'CUSTOMER' AS kind, c.uuid, o.report_count, o.first_at, o.last_at, a.since
                       FROM (SELECT s.customer_id, min(s.starts_at) AS since FROM customer_suspensions s
                              WHERE ${activeAt(at)} GROUP BY s.customer_id) a
                       JOIN customers c ON c.id = a.customer_id
                       CROSS JOIN LATERAL (SELECT count(*)::int AS report_count, min(created_at) AS first_at,
                                                  max(created_at) AS last_at
                                             FROM reports WHERE target_kind = 'CUSTOMER' AND target_uuid = c.uuid
                                              AND resolved_at IS NULL) o`;
      }
      const where = kind ? sql`WHERE q.kind = ${kind}` : sql``;
      const order = sort === 'MOST' ? sql`q.report_count DESC, q.since ASC, q.uuid` : sql`q.since ASC, q.uuid`;
      const rows = await queryRows<{
        kind: ModerationTargetKind;
        uuid: string;
        report_count: number;
        first_at: unknown;
        last_at: unknown;
        total: number;
      }>(
        db,
        sql`SELECT q.kind, q.uuid, q.report_count, q.first_at, q.last_at, count(*) OVER ()::int AS total
              FROM (${source}) q ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      );
      let total = Number(rows[0]?.total ?? 0);
      if (rows.length === 0 && offset > 0) {
        const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${source}) q ${where}`);
        total = Number(count?.n ?? 0);
      }
      return {
        total,
        rows: rows.map((r) => ({
          kind: r.kind,
          uuid: r.uuid,
          reportCount: Number(r.report_count),
          firstAt: toDate(r.first_at),
          lastAt: toDate(r.last_at),
        })),
      };
    },

    async reasonsOf(targets) {
      const result = new Map<string, { reason: string; count: number }[]>();
      const fromReports = targets.filter((t) => t.kind !== 'INQUIRY_COUPLE');
      const fromThreads = targets.filter((t) => t.kind === 'INQUIRY_COUPLE');
      if (fromReports.length > 0) {
        const keys = sql.join(
          fromReports.map((t) => sql`(${t.kind}, ${t.uuid}::uuid)`),
          sql`, `,
        );
        const rows = await queryRows<{ kind: string; uuid: string; reason: string; n: number }>(
          db,
          sql`SELECT target_kind AS kind, target_uuid AS uuid, coalesce(reason, '기타') AS reason, count(*)::int AS n
                FROM reports WHERE resolved_at IS NULL AND (target_kind, target_uuid) IN (${keys})
               GROUP BY 1, 2, 3 ORDER BY n DESC, reason`,
        );
        for (const r of rows) {
          const key = `${r.kind}:${r.uuid}`;
          result.set(key, [...(result.get(key) ?? []), { reason: r.reason, count: Number(r.n) }]);
        }
      }
      if (fromThreads.length > 0) {
        const uuids = sql.join(
          fromThreads.map((t) => sql`${t.uuid}::uuid`),
          sql`, `,
        );
        const rows = await queryRows<{ uuid: string; reason: string | null }>(
          db,
          sql`SELECT uuid, partner_report_reason AS reason FROM inquiry_threads
               WHERE uuid IN (${uuids}) AND partner_reported_at IS NOT NULL AND partner_report_resolved_at IS NULL`,
        );
        for (const r of rows) result.set(`INQUIRY_COUPLE:${r.uuid}`, [{ reason: r.reason ?? '기타', count: 1 }]);
      }
      return result;
    },

    async openOf(kind, uuid, tx = db) {
      const [row] = await queryRows<{ report_count: number; first_at: unknown; last_at: unknown }>(
        tx,
        openOfSql(kind, uuid),
      );
      return {
        reportCount: Number(row?.report_count ?? 0),
        firstAt: toDate(row?.first_at),
        lastAt: toDate(row?.last_at),
      };
    },

    async target(kind, uuid, tx = db) {
      type Row = {
        id: number;
        content: string | null;
        context: string | null;
        writer_id: number;
        writer_uuid: string;
        writer_name: string | null;
        blinded: boolean;
        deleted: boolean;
        review_uuid: string | null;
      };
      let query: SQL;
      switch (kind) {
        case 'REVIEW':
          query = sql`SELECT r.id, r.content, p.biz_name AS context, c.id AS writer_id, c.uuid AS writer_uuid,
                             c.nick AS writer_name, r.block_state = ${REVIEW_BLOCK_STATE.BLINDED} AS blinded,
                             r.state = ${REVIEW_STATE.DELETED} AS deleted, r.uuid AS review_uuid
                        FROM reviews r JOIN customers c ON c.id = r.customer_id JOIN partners p ON p.id = r.partner_id
                       WHERE r.uuid = ${uuid}`;
          break;
        case 'COMMENT':
          query = sql`SELECT cm.id, cm.content, p.biz_name || ' 후기의 ' ||
                               CASE WHEN cm.depth = ${COMMENT_DEPTH.REPLY} THEN '답글' ELSE '댓글' END AS context,
                             c.id AS writer_id, c.uuid AS writer_uuid, c.nick AS writer_name, false AS blinded,
                             cm.state = 0 AS deleted, r.uuid AS review_uuid
                        FROM comments cm JOIN reviews r ON r.id = cm.review_id JOIN partners p ON p.id = r.partner_id
                        JOIN customers c ON c.id = cm.customer_id
                       WHERE cm.uuid = ${uuid}`;
          break;
        case 'CUSTOMER':
          query = sql`SELECT c.id, '' AS content, NULL AS context, c.id AS writer_id, c.uuid AS writer_uuid,
                             c.nick AS writer_name, false AS blinded, false AS deleted, NULL AS review_uuid
                        FROM customers c WHERE c.uuid = ${uuid}`;
          break;
        case 'INQUIRY':
        case 'INQUIRY_COUPLE': {
          const side = kind === 'INQUIRY' ? 'PARTNER' : 'CUSTOMER';
          const writer =
            kind === 'INQUIRY'
              ? sql`p.id AS writer_id, p.uuid AS writer_uuid, p.biz_name AS writer_name`
              : sql`c.id AS writer_id, c.uuid AS writer_uuid, c.nick AS writer_name`;
          // The reported side's last messages, oldest first, one a line.
          query = sql`SELECT t.id, (SELECT string_agg(m.body, E'\n' ORDER BY m.id)
                                     FROM (SELECT id, body FROM inquiry_messages WHERE thread_id = t.id
                                             AND sender = ${side} AND length(body) > 0
                                           ORDER BY id DESC LIMIT 5) m) AS content,
                             p.biz_name || ' · ' || coalesce(c.nick, '고객') || ' 문의' AS context,
                             ${writer}, false AS blinded, false AS deleted, NULL AS review_uuid
                        FROM inquiry_threads t JOIN partners p ON p.id = t.partner_id
                        JOIN customers c ON c.id = t.customer_id
                       WHERE t.uuid = ${uuid}`;
          break;
        }
      }
      const [row] = await queryRows<Row>(tx, query);
      if (!row) return null;
      return {
        kind,
        uuid,
        id: Number(row.id),
        content: row.content ?? '',
        context: row.context,
        writer: {
          side: kind === 'INQUIRY' ? 'PARTNER' : 'CUSTOMER',
          id: Number(row.writer_id),
          uuid: row.writer_uuid,
          name: row.writer_name ?? '(닉네임 없음)',
        },
        blinded: Boolean(row.blinded),
        deleted: Boolean(row.deleted),
        reviewUuid: row.review_uuid,
      };
    },

    async reportsOf(kind, uuid) {
      const rows =
        kind === 'INQUIRY_COUPLE'
          ? await queryRows<{
              reporter: string;
              reason: string | null;
              at: unknown;
              resolved_at: unknown;
              resolution: string | null;
            }>(
              db,
              sql`SELECT p.biz_name AS reporter, t.partner_report_reason AS reason, t.partner_reported_at AS at,
                         t.partner_report_resolved_at AS resolved_at, t.partner_report_resolution AS resolution
                    FROM inquiry_threads t JOIN partners p ON p.id = t.partner_id
                   WHERE t.uuid = ${uuid} AND t.partner_reported_at IS NOT NULL`,
            )
          : await queryRows<{
              reporter: string;
              reason: string | null;
              at: unknown;
              resolved_at: unknown;
              resolution: string | null;
            }>(
              db,
              sql`SELECT coalesce(c.nick, '(닉네임 없음)') AS reporter, rp.reason, rp.created_at AS at,
                         rp.resolved_at, rp.resolution
                    FROM reports rp JOIN customers c ON c.id = rp.reporter_id
                   WHERE rp.target_kind = ${kind} AND rp.target_uuid = ${uuid}
                   ORDER BY rp.created_at DESC, rp.id DESC LIMIT 50`,
            );
      return rows.map((r) => ({
        reporter: r.reporter,
        reason: r.reason ?? '기타',
        at: new Date(r.at as string),
        resolvedAt: toDate(r.resolved_at),
        resolution: r.resolution,
      }));
    },

    async suspensionsOf(customerId, at, tx = db) {
      const rows = await queryRows<{ id: number; starts_at: unknown; until: unknown; reason: string }>(
        tx,
        sql`SELECT id, starts_at, until, reason FROM customer_suspensions
             WHERE customer_id = ${customerId} AND lifted_at IS NULL AND (until IS NULL OR until > ${at})
             ORDER BY starts_at`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        startsAt: new Date(r.starts_at as string),
        until: toDate(r.until),
        liftedAt: null,
        reason: r.reason,
      }));
    },

    transaction(work) {
      return db.transaction(async (txn) => work(txn as unknown as Db));
    },

    async closeReports(tx, { kind, uuid }, { operatorId, resolution, at }) {
      if (kind === 'INQUIRY_COUPLE') {
        const rows = await queryRows<{ partner_id: number }>(
          tx,
          sql`UPDATE inquiry_threads SET partner_report_resolved_at = ${at}, partner_report_resolved_by = ${operatorId},
                     partner_report_resolution = ${resolution}
               WHERE uuid = ${uuid} AND partner_reported_at IS NOT NULL AND partner_report_resolved_at IS NULL
              RETURNING partner_id`,
        );
        return rows.map((r) => ({ partnerId: Number(r.partner_id) }));
      }
      const rows = await queryRows<{ reporter_id: number }>(
        tx,
        sql`UPDATE reports SET resolved_at = ${at}, resolved_by = ${operatorId}, resolution = ${resolution}
             WHERE target_kind = ${kind} AND target_uuid = ${uuid} AND resolved_at IS NULL RETURNING reporter_id`,
      );
      return rows.map((r) => ({ customerId: Number(r.reporter_id) }));
    },

    async setReviewBlinded(tx, reviewId, blinded) {
      const [from, to] = blinded
        ? [REVIEW_BLOCK_STATE.NORMAL, REVIEW_BLOCK_STATE.BLINDED]
        : [REVIEW_BLOCK_STATE.BLINDED, REVIEW_BLOCK_STATE.NORMAL];
      const [row] = await queryRows<{ partner_id: number; state: number }>(
        tx,
        sql`UPDATE reviews SET block_state = ${to} WHERE id = ${reviewId} AND block_state = ${from}
            RETURNING partner_id, state`,
      );
      if (!row) return false;
      // review_count counts what a visitor can read: a normal review leaving or returning to the list moves it.
      if (Number(row.state) === REVIEW_STATE.NORMAL)
        await tx.execute(
          blinded
            ? sql`UPDATE partners SET review_count = greatest(review_count - 1, 0) WHERE id = ${row.partner_id}`
            : sql`UPDATE partners SET review_count = review_count + 1 WHERE id = ${row.partner_id}`,
        );
      return true;
    },

    async deleteReview(tx, reviewId, at) {
      const [row] = await queryRows<{ partner_id: number; counted: boolean }>(
        tx,
        sql`WITH old AS (SELECT id, state, block_state FROM reviews WHERE id = ${reviewId} FOR UPDATE)
            UPDATE reviews r SET state = ${REVIEW_STATE.DELETED}, updated_at = ${at}, removed_at = ${at}
            FROM old WHERE r.id = old.id AND old.state <> ${REVIEW_STATE.DELETED}
            RETURNING r.partner_id,
                      (old.state = ${REVIEW_STATE.NORMAL} AND old.block_state = ${REVIEW_BLOCK_STATE.NORMAL}) AS counted`,
      );
      if (!row) return false;
      if (row.counted)
        await tx.execute(
          sql`UPDATE partners SET review_count = greatest(review_count - 1, 0) WHERE id = ${row.partner_id}`,
        );
      return true;
    },

    async deleteComment(tx, commentId, at) {
      const [row] = await queryRows<{ review_id: number }>(
        tx,
        sql`UPDATE comments SET state = 0, updated_at = ${at} WHERE id = ${commentId} AND state <> 0 RETURNING review_id`,
      );
      if (!row) return false;
      await tx.execute(sql`UPDATE reviews SET reply_cnt = greatest(reply_cnt - 1, 0) WHERE id = ${row.review_id}`);
      return true;
    },

    async suspend(tx, input) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO customer_suspensions (customer_id, duration, starts_at, until, reason, operator_id)
            VALUES (${input.customerId}, ${input.duration}, ${input.startsAt}, ${input.until}, ${input.reason},
                    ${input.operatorId})
            RETURNING id`,
      );
      return Number(row!.id);
    },

    async lift(tx, ids, { operatorId, reason, at }) {
      if (ids.length === 0) return;
      await tx.execute(
        sql`UPDATE customer_suspensions SET lifted_at = ${at}, lifted_by = ${operatorId}, lift_reason = ${reason}
             WHERE id IN (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )}) AND lifted_at IS NULL`,
      );
    },
  };
}
