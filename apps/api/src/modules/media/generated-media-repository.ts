import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type GeneratedMediaRepository = {
  /** Whether a row refers to this `/media/generated/...` path (decision 0020). */
  exists(mediaPath: string): Promise<boolean>;
};

// The API's own fallbacks name a hall or an individual hall by its uuid (hall-card.ts, slots/service.ts).
const UUID_KEY =
  /^\/media\/generated\/(hall|individual-hall)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/;

export function createGeneratedMediaRepository(db: Db): GeneratedMediaRepository {
  return {
    async exists(mediaPath) {
      const fallback = UUID_KEY.exec(mediaPath);
      const query = fallback
        ? fallback[1] === 'hall'
          ? sql`SELECT EXISTS (SELECT 1 FROM partners WHERE uuid = ${fallback[2]}::uuid) AS found`
          : sql`SELECT EXISTS (SELECT 1 FROM individual_halls WHERE uuid = ${fallback[2]}::uuid) AS found`
        : sql`SELECT EXISTS (SELECT 1 FROM generated_media WHERE path = ${mediaPath}) AS found`;
      const [row] = await queryRows<{ found: boolean }>(db, query);
      return row?.found === true;
    },
  };
}
