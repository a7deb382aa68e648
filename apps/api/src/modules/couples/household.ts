import type { Db } from '../../db/client.ts';

// Issue 30 §1: two linked accounts share their likes, shortlist, watches and wedding date. Every query that reads
// or writes what a couple shares asks this for whose rows to include, so linking (the couple link) changes one
// place. Until the couple link lands, a household is the customer alone.

/** The customer ids whose shared things `customerId` sees: themself, and their linked partner when linked. */
export type HouseholdLookup = (customerId: number, db?: Db) => Promise<number[]>;

export function createHouseholdLookup(_db: Db): HouseholdLookup {
  return async (customerId) => [customerId];
}
