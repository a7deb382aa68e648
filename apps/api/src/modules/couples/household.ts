import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// Issue 30 §1: two linked accounts share their likes, shortlist, watches and wedding date. Every query that reads
// or writes what a couple shares asks this for whose rows to include, so linking (the couple link) changes one
// place. A household is the customer and, when linked, their partner (decision 0061): one primary-key read of
// couple_members.

/** The customer ids whose shared things `customerId` sees: themself, and their linked partner when linked. */
export type HouseholdLookup = (customerId: number, db?: Db) => Promise<number[]>;

export function createHouseholdLookup(database: Db): HouseholdLookup {
  return async (customerId, db = database) => {
    const rows = await queryRows<{ partner_id: number }>(
      db,
      sql`SELECT partner_id FROM couple_members WHERE customer_id = ${customerId}::int`,
    );
    return rows.length ? [customerId, Number(rows[0]!.partner_id)] : [customerId];
  };
}

/**
 * The same lookup inside a query, for reads that already run one statement (a slot page's hearts, a hall card's):
 * `column = ANY(household)`, the household computed once per statement (an InitPlan on the primary key) so the
 * like tables' (customer_id, …) keys still serve it, and no second round trip is paid on the hot search pages.
 */
export function inHousehold(column: SQL | SQL.Aliased | { getSQL(): SQL }, customerId: number): SQL<boolean> {
  return sql<boolean>`${column} = ANY(ARRAY(SELECT ${customerId}::int UNION ALL
    SELECT m.partner_id FROM couple_members m WHERE m.customer_id = ${customerId}::int))`;
}
