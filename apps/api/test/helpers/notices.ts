import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';

export type NoticeRow = {
  kind: string;
  audience: string;
  customer_id: number | null;
  partner_id: number | null;
  event_key: string;
  title: string;
  body: string | null;
  variables: Record<string, string>;
  link: string;
};
export type DeliveryRow = { event_key: string; channel: string; recipient: string; state: string };

/** Inbox entries whose event key is `event`, or starts with it when it ends in '%'. */
export async function noticesOf(database: Database, event: string): Promise<NoticeRow[]> {
  const rows = await queryRows<NoticeRow>(
    database.db,
    sql`SELECT kind, audience, customer_id, partner_id, event_key, title, body, variables, link FROM notifications
        WHERE event_key LIKE ${event} ORDER BY id`,
  );
  return rows.map((r) => ({
    ...r,
    customer_id: r.customer_id === null ? null : Number(r.customer_id),
    partner_id: r.partner_id === null ? null : Number(r.partner_id),
  }));
}

/** The outside deliveries (알림톡, web push) of those entries. */
export function deliveriesOf(database: Database, event: string): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    database.db,
    sql`SELECT n.event_key, d.channel, d.recipient, d.state FROM notification_deliveries d
        JOIN notifications n ON n.id = d.notification_id WHERE n.event_key LIKE ${event} ORDER BY d.id`,
  );
}
