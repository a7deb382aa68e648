import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Issue 30 §1: "After an unlink, each keeps a copy." The shortlist is stored per customer and read for the whole
// household, so at an unlink each side receives the other's items, notes included, in the unlink's own
// transaction. The family's votes and comments stay on the items their links were made for, with that link's
// owner; a copy starts without them. An item both had already stays one.

/** The couple link's copy step for the shortlist (registered in services as one of the unlink steps). */
export async function copyShortlistOnUnlink(tx: Db, a: number, b: number): Promise<void> {
  await tx.execute(
    sql`INSERT INTO shortlist_items (customer_id, kind, partner_id, individual_hall_id, wedding_day_id, target_key, note)
        SELECT CASE WHEN s.customer_id = ${a} THEN ${b}::int ELSE ${a}::int END,
               s.kind, s.partner_id, s.individual_hall_id, s.wedding_day_id, s.target_key, s.note
        FROM shortlist_items s WHERE s.customer_id IN (${a}, ${b})
        ON CONFLICT (customer_id, target_key) DO NOTHING`,
  );
}
