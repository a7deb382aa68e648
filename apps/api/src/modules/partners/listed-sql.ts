import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';

// Issue 29 §4, Sharetribe's listing states (domain `listingState`): a partner is LISTED when it is published
// (`listed_at` set: its OWNER published its profile once, or it existed before onboarding) and not paused.
// Search and every public listing (home sections, recommendations, keyword suggestions, the map, slot lists)
// add one of the `listed` helpers; this file is the only place that says what listed means.
// Pages reached by address (the hall page, the partner page, cards by uuid, favourites) use the `public` ones
// instead: a DRAFT partner answers as not found, a paused one stays and says it is paused.

const LISTED = (a: string) => `${a}.listed_at IS NOT NULL AND ${a}.paused_at IS NULL`;

/** The current `partners` row is listed (published, not paused), for drizzle queries over `partners`. */
export function partnerListed(): SQL {
  return and(isNotNull(partners.listedAt), isNull(partners.pausedAt)) as SQL;
}

/** The same for raw SQL over `partners` under an alias (`p`). */
export function partnerListedAs(alias: string): SQL {
  return sql.raw(`(${LISTED(alias)})`);
}

/** Slots (`wedding_days` under `alias`) whose partner is listed: for raw slot queries that do not join partners. */
export function slotPartnerListed(alias: string): SQL {
  return sql.raw(`EXISTS (SELECT 1 FROM partners pz WHERE pz.id = ${alias}.partner_id AND ${LISTED('pz')})`);
}

/** Ids of partners that are not listed (DRAFT or paused), for slot searches that leave them out. */
export function unlistedPartnerIdsSql(): SQL {
  return sql.raw(`SELECT p.id FROM partners p WHERE NOT (${LISTED('p')}) ORDER BY p.id`);
}

/** Whether the `partners` row under `alias` is listed, as a boolean column (raw SQL). */
export function partnerListedColumn(alias: string): SQL {
  return sql.raw(`(${LISTED(alias)})`);
}

/** The current `partners` row may be opened by address (published, paused or not): drizzle. */
export function partnerPublic(): SQL {
  return isNotNull(partners.listedAt) as SQL;
}

/** The same for raw SQL over `partners` under an alias. */
export function partnerPublicAs(alias: string): SQL {
  return sql.raw(`${alias}.listed_at IS NOT NULL`);
}
