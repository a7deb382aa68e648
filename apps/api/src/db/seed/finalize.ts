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

// Every image column the seed writes (decision 0020): the media route renders only paths found here.
const REGISTER_GENERATED_MEDIA = sql`
  INSERT INTO generated_media (path)
  SELECT DISTINCT url FROM (
    SELECT cover_url AS url FROM partners
    UNION ALL SELECT profile_url FROM customers
    UNION ALL SELECT url FROM photos
    UNION ALL SELECT url FROM review_images
    UNION ALL SELECT unnest(images) FROM blog_reviews
    UNION ALL SELECT unnest(images) FROM individual_halls
    UNION ALL SELECT image_url FROM events
    UNION ALL SELECT icon_url FROM partner_benefits
    UNION ALL SELECT jsonb_array_elements_text(data->'images') FROM partner_drafts WHERE jsonb_typeof(data->'images') = 'array'
  ) AS image
  WHERE url LIKE '/media/generated/%'
  ON CONFLICT (path) DO NOTHING`;

/** Identity columns restart after the largest explicit id the seed used. */
const IDENTITY_TABLES_QUERY = sql`
  SELECT table_name FROM information_schema.columns
  WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES'`;

export async function finalizeSeed(database: Database): Promise<void> {
  for (const statement of COUNTERS) await database.db.execute(statement);
  await database.db.execute(REGISTER_GENERATED_MEDIA);
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
