import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** INQUIRY: a 1:1 inquiry thread a couple reported (issue 27 §5); only the inquiry module files those. */
export type ReportTarget = { kind: 'REVIEW' | 'COMMENT' | 'CUSTOMER' | 'INQUIRY'; uuid: string };

export type ModerationRepository = {
  customerIdOf(uuid: string): Promise<number | null>;
  /** The writer of a review or comment, or the customer itself; null when there is no such target. */
  authorOf(target: ReportTarget): Promise<number | null>;
  block(customerId: number, bannedCustomerId: number): Promise<void>;
  hideReview(customerId: number, reviewUuid: string): Promise<boolean>;
  /**
   * Stores the report once per reporter and open target; a review with open reports of `blindAt` distinct people
   * is blinded (blockState 1) in the same transaction. Reports an operator closed (issue 29 §2) count no more: a
   * review an operator restored needs `blindAt` new reports to be blinded again.
   */
  report(input: { reporterId: number; target: ReportTarget; reason: string; blindAt: number }): Promise<void>;
};

export function createModerationRepository(db: Db): ModerationRepository {
  return {
    async customerIdOf(uuid) {
      const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM customers WHERE uuid = ${uuid}`);
      return row?.id ?? null;
    },

    async authorOf({ kind, uuid }) {
      const query =
        kind === 'REVIEW'
          ? sql`SELECT customer_id AS id FROM reviews WHERE uuid = ${uuid}`
          : kind === 'COMMENT'
            ? sql`SELECT customer_id AS id FROM comments WHERE uuid = ${uuid}`
            : sql`SELECT id FROM customers WHERE uuid = ${uuid}`;
      const [row] = await queryRows<{ id: number }>(db, query);
      return row?.id ?? null;
    },

    async block(customerId, bannedCustomerId) {
      await db.execute(
        sql`INSERT INTO customer_blocks (customer_id, banned_customer_id) VALUES (${customerId}, ${bannedCustomerId})
            ON CONFLICT DO NOTHING`,
      );
    },

    async hideReview(customerId, reviewUuid) {
      const rows = await queryRows(
        db,
        sql`INSERT INTO review_hides (customer_id, review_id)
            SELECT ${customerId}, id FROM reviews WHERE uuid = ${reviewUuid}
            ON CONFLICT DO NOTHING RETURNING review_id`,
      );
      return rows.length > 0;
    },

    async report({ reporterId, target, reason, blindAt }) {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const inserted = await queryRows(
          tx,
          sql`INSERT INTO reports (reporter_id, target_kind, target_uuid, reason)
              VALUES (${reporterId}, ${target.kind}, ${target.uuid}, ${reason})
              ON CONFLICT (reporter_id, target_kind, target_uuid) WHERE resolved_at IS NULL DO NOTHING RETURNING id`,
        );
        if (inserted.length === 0 || target.kind !== 'REVIEW') return;
        const [blinded] = await queryRows<{ partner_id: number; state: number }>(
          tx,
          sql`UPDATE reviews SET block_state = ${REVIEW_BLOCK_STATE.BLINDED}
              WHERE uuid = ${target.uuid} AND block_state = ${REVIEW_BLOCK_STATE.NORMAL}
                AND (SELECT count(DISTINCT reporter_id) FROM reports
                     WHERE target_kind = 'REVIEW' AND target_uuid = ${target.uuid} AND resolved_at IS NULL) >= ${blindAt}
              RETURNING partner_id, state`,
        );
        // A blinded review leaves the public list, so it leaves the partner's review count too (issue 25).
        if (blinded?.state === REVIEW_STATE.NORMAL)
          await tx.execute(
            sql`UPDATE partners SET review_count = greatest(review_count - 1, 0) WHERE id = ${blinded.partner_id}`,
          );
      });
    },
  };
}
