import { type SQL, sql } from 'drizzle-orm';

/**
 * The hall-level chips of spec §9 as SQL over a partners row aliased `alias`. One truth with the badges of
 * spec §4 (domain hallBadges): RESERVE ('즉시 방문예약') is a hall whose consulting slots are shown and used,
 * CONTRACT ('즉시 잔여일정 확보') one that uses contracts. A hall can be both, so the chips read these flags,
 * not the single `level` column (issue 9: levels=RESERVE once returned halls without the badge).
 */
export function hallLevelMatches(levels: readonly string[], alias = 'partners'): SQL {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const byLevel: Record<string, SQL> = {
    RESERVE: sql`(${column('consulting_slots_displayed')} AND ${column('consulting_used')})`,
    CONTRACT: sql`${column('contract_used')}`,
  };
  const parts = levels.map((level) => byLevel[level]).filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}
