import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { DeliveryChannel, DeliveryState } from '../../db/schema/db-enums.ts';

// The outbox relay's reads and writes (issue 28 §1): claim a delivery under a lease, find where it goes, record
// what the provider said, find rows whose job was lost, and clear old bodies.

export type ClaimedDelivery = {
  id: number;
  channel: DeliveryChannel;
  recipient: string;
  attempts: number;
  /** Why the last attempt ended: 'UNCERTAIN: …' when it may have reached the provider unanswered. */
  lastError: string | null;
  createdAt: Date;
  kind: string;
  title: string;
  body: string | null;
  variables: Record<string, string> | null;
  link: string;
  calendarPath: string | null;
};

export type DeliveryResult = {
  state: Extract<DeliveryState, 'ACCEPTED' | 'DELIVERED' | 'FELL_BACK' | 'FAILED' | 'SKIPPED'>;
  sentVia?: string | null;
  providerMessageId?: string | null;
  error?: string | null;
};

/** An accepted 알림톡/SMS waiting for the provider's report. */
export type ReportedDelivery = {
  id: number;
  state: 'ACCEPTED' | 'FELL_BACK';
  providerMessageId: string;
  recipient: string;
  kind: string;
  variables: Record<string, string> | null;
  link: string;
  calendarPath: string | null;
};

export type DeliveryRepository = {
  /** The delivery if it was accepted with a provider id and has no final report yet; else null. */
  awaitingReport(id: number): Promise<ReportedDelivery | null>;
  /** Records the report, if the row is still as it was read (a second run finds it moved and does nothing). */
  settleReport(
    row: Pick<ReportedDelivery, 'id' | 'state' | 'providerMessageId'>,
    result: {
      state: 'DELIVERED' | 'FELL_BACK' | 'FAILED';
      providerMessageId?: string;
      sentVia?: string;
      error?: string;
    },
    now: Date,
  ): Promise<boolean>;
  /** Takes a due PENDING row (or one whose claim ran out) for `leaseMs`; null when done, taken or not due. */
  claim(id: number, now: Date, leaseMs: number): Promise<ClaimedDelivery | null>;
  /** The phone a 알림톡 goes to: the couple's account number, or the staff member's 알림톡 number. */
  phoneOf(recipient: string): Promise<string | null>;
  finish(id: number, result: DeliveryResult, now: Date): Promise<void>;
  /** An outage: back to PENDING (the job's retry takes it again), with why. */
  release(id: number, error: string, now: Date): Promise<void>;
  /** PENDING rows due before `dueBefore` (their job is late or lost), oldest first. */
  stale(dueBefore: Date, limit: number): Promise<{ id: number; sendAfter: Date }[]>;
  /** Clears words and variables older than `before`; answers how many entries were cleared. */
  purgeBodies(before: Date, now: Date, limit: number): Promise<number>;
};

const idFrom = (recipient: string, prefix: string) => {
  const id = Number(recipient.slice(prefix.length));
  return recipient.startsWith(prefix) && Number.isSafeInteger(id) ? id : null;
};

export function createDeliveryRepository(db: Db): DeliveryRepository {
  return {
    async awaitingReport(id) {
      const [row] = await queryRows<{
        id: number;
        state: 'ACCEPTED' | 'FELL_BACK';
        provider_message_id: string;
        recipient: string;
        kind: string;
        variables: Record<string, string> | null;
        link: string;
        calendar_path: string | null;
      }>(
        db,
        sql`SELECT d.id, d.state, d.provider_message_id, d.recipient, n.kind, n.variables, n.link, n.calendar_path
            FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
            WHERE d.id = ${id} AND d.channel = 'ALIMTALK' AND d.state IN ('ACCEPTED', 'FELL_BACK')
              AND d.provider_message_id IS NOT NULL`,
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        state: row.state,
        providerMessageId: row.provider_message_id,
        recipient: row.recipient,
        kind: row.kind,
        variables: row.variables,
        link: row.link,
        calendarPath: row.calendar_path,
      };
    },

    async settleReport(row, result, now) {
      const updated = await queryRows<{ id: number }>(
        db,
        sql`UPDATE notification_deliveries
            SET state = ${result.state},
                provider_message_id = coalesce(${result.providerMessageId ?? null}, provider_message_id),
                sent_via = coalesce(${result.sentVia ?? null}, sent_via),
                last_error = coalesce(${result.error ?? null}, last_error), updated_at = ${now}
            WHERE id = ${row.id} AND state = ${row.state} AND provider_message_id = ${row.providerMessageId}
            RETURNING id`,
      );
      return updated.length > 0;
    },

    async claim(id, now, leaseMs) {
      const [row] = await queryRows<{
        id: number;
        channel: DeliveryChannel;
        recipient: string;
        attempts: number;
        last_error: string | null;
        created_at: Date | string;
        kind: string;
        title: string;
        body: string | null;
        variables: Record<string, string> | null;
        link: string;
        calendar_path: string | null;
      }>(
        db,
        sql`UPDATE notification_deliveries d
            SET state = 'SENDING', lease_until = ${new Date(now.getTime() + leaseMs)}, attempts = d.attempts + 1,
                updated_at = ${now}
            FROM notifications n
            WHERE d.id = ${id} AND n.id = d.notification_id AND d.send_after <= ${now}
              AND (d.state = 'PENDING' OR (d.state = 'SENDING' AND d.lease_until < ${now}))
            RETURNING d.id, d.channel, d.recipient, d.attempts, d.last_error, d.created_at, n.kind, n.title, n.body,
                      n.variables, n.link, n.calendar_path`,
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        channel: row.channel,
        recipient: row.recipient,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: new Date(row.created_at),
        kind: row.kind,
        title: row.title,
        body: row.body,
        variables: row.variables,
        link: row.link,
        calendarPath: row.calendar_path,
      };
    },

    async phoneOf(recipient) {
      const customerId = idFrom(recipient, 'customer:');
      const staffId = idFrom(recipient, 'staff:');
      const query =
        customerId !== null
          ? sql`SELECT tel FROM customers WHERE id = ${customerId}`
          : staffId !== null
            ? sql`SELECT notify_tel AS tel FROM partner_staff WHERE id = ${staffId} AND removed_at IS NULL`
            : null;
      if (!query) return null;
      const [row] = await queryRows<{ tel: string | null }>(db, query);
      return row?.tel?.trim() || null;
    },

    async finish(id, result, now) {
      await db.execute(
        sql`UPDATE notification_deliveries
            SET state = ${result.state}, sent_via = ${result.sentVia ?? null},
                provider_message_id = ${result.providerMessageId ?? null}, last_error = ${result.error ?? null},
                lease_until = NULL, sent_at = ${result.state === 'FAILED' || result.state === 'SKIPPED' ? null : now},
                updated_at = ${now}
            WHERE id = ${id} AND state = 'SENDING'`,
      );
    },

    async release(id, error, now) {
      await db.execute(
        sql`UPDATE notification_deliveries SET state = 'PENDING', lease_until = NULL, last_error = ${error},
                updated_at = ${now}
            WHERE id = ${id} AND state = 'SENDING'`,
      );
    },

    async stale(dueBefore, limit) {
      const rows = await queryRows<{ id: number; send_after: Date | string }>(
        db,
        sql`SELECT id, send_after FROM notification_deliveries
            WHERE state = 'PENDING' AND send_after < ${dueBefore} ORDER BY send_after LIMIT ${limit}`,
      );
      return rows.map((r) => ({ id: Number(r.id), sendAfter: new Date(r.send_after) }));
    },

    async purgeBodies(before, now, limit) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE notifications SET body = NULL, variables = NULL, body_purged_at = ${now}
            WHERE id IN (SELECT id FROM notifications WHERE created_at < ${before} AND body_purged_at IS NULL
                         ORDER BY id LIMIT ${limit})
            RETURNING id`,
      );
      return rows.length;
    },
  };
}
