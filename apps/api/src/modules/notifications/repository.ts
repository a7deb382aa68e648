import type { NotificationAudience } from '@wedding/domain/notification-catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { DeliveryChannel } from '../../db/schema/db-enums.ts';

// The notifications' reads and writes (issue 28): the inbox entries and the outbox rows beside them.

export type NotificationOwner = { customerId: number } | { partnerId: number };

export type NewNotification = {
  owner: NotificationOwner;
  kind: string;
  purpose: string;
  eventKey: string;
  title: string;
  body: string;
  variables: Record<string, string>;
  link: string;
  calendarPath: string | null;
};

export type NewDelivery = { channel: DeliveryChannel; recipient: string; dedupeKey: string; sendAfter: Date };

export type InboxRow = {
  id: number;
  uuid: string;
  kind: string;
  title: string;
  body: string | null;
  link: string;
  calendar_path: string | null;
  read_at: Date | null;
  created_at: Date;
};

const audienceOf = (owner: NotificationOwner): NotificationAudience => ('customerId' in owner ? 'CUSTOMER' : 'PARTNER');
const ownerWhere = (owner: NotificationOwner) =>
  'customerId' in owner ? sql`customer_id = ${owner.customerId}` : sql`partner_id = ${owner.partnerId}`;

export type NotificationRepository = {
  /** The entry, or null when this event was already told to this inbox (at-least-once callers). */
  insert(tx: Db, row: NewNotification): Promise<number | null>;
  /** The outbox rows that were new (a repeated dedupe key is skipped), with their ids. */
  insertDeliveries(
    tx: Db,
    notificationId: number,
    rows: readonly NewDelivery[],
  ): Promise<{ id: number; sendAfter: Date }[]>;
  /**
   * Many entries in one statement (a fan-out); answers each row's id, or null where that event was already told to
   * that inbox (or repeats an earlier row of the same call), in the rows' order.
   */
  insertMany(tx: Db, rows: readonly NewNotification[]): Promise<(number | null)[]>;
  /** Many entries' outbox rows in one statement; a repeated dedupe key is skipped. */
  insertDeliveriesMany(
    tx: Db,
    rows: readonly (NewDelivery & { notificationId: number })[],
  ): Promise<{ id: number; sendAfter: Date }[]>;
  /** Console accounts of the partner who asked to be told by 알림톡 (a number set, not removed). */
  staffToTell(tx: Db, partnerId: number, roles: readonly string[]): Promise<number[]>;
  /** Newest first, `size` entries with ids below `before` (keyset paging). */
  list(owner: NotificationOwner, before: number | null, size: number): Promise<InboxRow[]>;
  unreadCount(owner: NotificationOwner): Promise<number>;
  newestAt(owner: NotificationOwner): Promise<Date | null>;
  markRead(owner: NotificationOwner, uuid: string, at: Date): Promise<boolean>;
  markAllRead(owner: NotificationOwner, at: Date): Promise<number>;
};

export function createNotificationRepository(db: Db): NotificationRepository {
  return {
    async insert(tx, row) {
      const customerId = 'customerId' in row.owner ? row.owner.customerId : null;
      const partnerId = 'partnerId' in row.owner ? row.owner.partnerId : null;
      const [inserted] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO notifications (audience, customer_id, partner_id, kind, purpose, event_key, title, body, variables, link, calendar_path)
            VALUES (${audienceOf(row.owner)}, ${customerId}, ${partnerId}, ${row.kind}, ${row.purpose}, ${row.eventKey},
                    ${row.title}, ${row.body}, ${JSON.stringify(row.variables)}::jsonb, ${row.link}, ${row.calendarPath})
            ON CONFLICT ON CONSTRAINT notifications_event_key DO NOTHING
            RETURNING id`,
      );
      return inserted ? Number(inserted.id) : null;
    },

    async insertMany(tx, rows) {
      if (rows.length === 0) return [];
      const keyOf = (owner: NotificationOwner, eventKey: string) =>
        `${eventKey}|${audienceOf(owner)}|${'customerId' in owner ? owner.customerId : ''}|${'partnerId' in owner ? owner.partnerId : ''}`;
      const values = sql.join(
        rows.map((row) => {
          const customerId = 'customerId' in row.owner ? row.owner.customerId : null;
          const partnerId = 'partnerId' in row.owner ? row.owner.partnerId : null;
          return sql`(${audienceOf(row.owner)}, ${customerId}::int, ${partnerId}::int, ${row.kind}, ${row.purpose}, ${row.eventKey},
                      ${row.title}, ${row.body}, ${JSON.stringify(row.variables)}::jsonb, ${row.link}, ${row.calendarPath})`;
        }),
        sql`, `,
      );
      const inserted = await queryRows<{
        id: number;
        event_key: string;
        audience: string;
        customer_id: number | null;
        partner_id: number | null;
      }>(
        tx,
        sql`INSERT INTO notifications (audience, customer_id, partner_id, kind, purpose, event_key, title, body, variables, link, calendar_path)
            VALUES ${values}
            ON CONFLICT ON CONSTRAINT notifications_event_key DO NOTHING
            RETURNING id, event_key, audience, customer_id, partner_id`,
      );
      const ids = new Map(
        inserted.map((r) => [
          `${r.event_key}|${r.audience}|${r.customer_id ?? ''}|${r.partner_id ?? ''}`,
          Number(r.id),
        ]),
      );
      // The first row of a key takes the id; a later repeat in the same call is a repeat (null), as with insert.
      return rows.map((row) => {
        const key = keyOf(row.owner, row.eventKey);
        const id = ids.get(key) ?? null;
        ids.delete(key);
        return id;
      });
    },

    async insertDeliveriesMany(tx, rows) {
      if (rows.length === 0) return [];
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.notificationId}::int, ${r.channel}, ${r.recipient}, ${r.dedupeKey}, ${r.sendAfter}::timestamptz)`,
        ),
        sql`, `,
      );
      const inserted = await queryRows<{ id: number; send_after: Date | string }>(
        tx,
        sql`INSERT INTO notification_deliveries (notification_id, channel, recipient, dedupe_key, send_after)
            VALUES ${values}
            ON CONFLICT (dedupe_key) DO NOTHING
            RETURNING id, send_after`,
      );
      return inserted.map((r) => ({ id: Number(r.id), sendAfter: new Date(r.send_after) }));
    },

    async insertDeliveries(tx, notificationId, rows) {
      if (rows.length === 0) return [];
      const values = sql.join(
        rows.map((r) => sql`(${notificationId}, ${r.channel}, ${r.recipient}, ${r.dedupeKey}, ${r.sendAfter})`),
        sql`, `,
      );
      const inserted = await queryRows<{ id: number; send_after: Date | string }>(
        tx,
        sql`INSERT INTO notification_deliveries (notification_id, channel, recipient, dedupe_key, send_after)
            VALUES ${values}
            ON CONFLICT (dedupe_key) DO NOTHING
            RETURNING id, send_after`,
      );
      return inserted.map((r) => ({ id: Number(r.id), sendAfter: new Date(r.send_after) }));
    },

    async staffToTell(tx, partnerId, roles) {
      if (roles.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM partner_staff
            WHERE partner_id = ${partnerId} AND removed_at IS NULL AND notify_tel IS NOT NULL
              AND role IN (${sql.join(
                roles.map((r) => sql`${r}`),
                sql`, `,
              )})
            ORDER BY id`,
      );
      return rows.map((r) => Number(r.id));
    },

    async list(owner, before, size) {
      return queryRows<InboxRow>(
        db,
        sql`SELECT id, uuid, kind, title, body, link, calendar_path, read_at, created_at FROM notifications
            WHERE ${ownerWhere(owner)} ${before === null ? sql`` : sql`AND id < ${before}`}
            ORDER BY id DESC LIMIT ${size}`,
      );
    },

    async unreadCount(owner) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE ${ownerWhere(owner)} AND read_at IS NULL`,
      );
      return Number(row?.n ?? 0);
    },

    async newestAt(owner) {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`SELECT max(created_at) AS at FROM notifications WHERE ${ownerWhere(owner)}`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    async markRead(owner, uuid, at) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE notifications SET read_at = coalesce(read_at, ${at})
            WHERE ${ownerWhere(owner)} AND uuid = ${uuid} RETURNING id`,
      );
      return rows.length > 0;
    },

    async markAllRead(owner, at) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE notifications SET read_at = ${at} WHERE ${ownerWhere(owner)} AND read_at IS NULL RETURNING id`,
      );
      return rows.length;
    },
  };
}
