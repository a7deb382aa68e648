import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../query-rows.ts';

// Denormalised counters are computed from the rows just seeded, so they agree by construction.
const COUNTERS = [
  sql`UPDATE partners p SET like_count = (SELECT count(*) FROM partner_likes l WHERE l.partner_id = p.id)`,
  // reviewCount counts what a visitor can read: normal state, not blinded.
  sql`UPDATE partners p SET review_count = (SELECT count(*) FROM reviews r WHERE r.partner_id = p.id AND r.state = 1 AND r.block_state = 2)`,
  // A hall's "from" price is what its published slots really sell from, so the label (minPrice when above
  // 0, else totalAmount) never contradicts the slot list; only a hall with no open slot falls back to 0.
  sql`UPDATE partners p SET min_price = coalesce((SELECT min(final_price) FROM wedding_days w WHERE w.partner_id = p.id AND w.state = 'OPEN'), 0) WHERE p.type = 2`,
  sql`UPDATE reviews r SET like_cnt = (SELECT count(*) FROM review_likes l WHERE l.review_id = r.id), reply_cnt = (SELECT count(*) FROM comments c WHERE c.review_id = r.id AND c.state = 1)`,
  sql`UPDATE comments c SET like_cnt = (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id)`,
];

/** Identity columns restart after the largest explicit id the seed used. */
const IDENTITY_TABLES_QUERY = sql`
  SELECT table_name FROM information_schema.columns
  WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES'`;

export async function finalizeSeed(database: Database): Promise<void> {
  for (const statement of COUNTERS) await database.db.execute(statement);
  const tables = await queryRows<{ table_name: string }>(database.db, IDENTITY_TABLES_QUERY);
  for (const { table_name: table } of tables) {
    await database.db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((SELECT max(id) FROM "${table}"), 0) + 1, false)`,
      ),
    );
  }
  await database.db.execute(sql`ANALYZE`);
}
