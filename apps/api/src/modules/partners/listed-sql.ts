import { isNull, type SQL, sql } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';

// Issue 29 §4: a paused partner's halls leave search and every public listing (home sections, recommendations,
// keyword suggestions, the map, slot lists). Every such query adds one of these; pages reached by address
// (the hall page) stay and say the partner is paused instead.

/** The current `partners` row is listed (not paused), for drizzle queries over `partners`. */
export function partnerListed(): SQL {
  return isNull(partners.pausedAt) as SQL;
}

/** The same for raw SQL over `partners` under an alias (`p`). */
export function partnerListedAs(alias: string): SQL {
  return sql.raw(`${alias}.paused_at IS NULL`);
}

/** Slots (`wedding_days` under `alias`) whose partner is listed: for raw slot queries that do not join partners. */
export function slotPartnerListed(alias: string): SQL {
  return sql.raw(
    `NOT EXISTS (SELECT 1 FROM partners pz WHERE pz.id = ${alias}.partner_id AND pz.paused_at IS NOT NULL)`,
  );
}
