import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, partners, searchHistories } from '../../db/schema/index.ts';

export type SearchHistoryRow = {
  id: number;
  partnerId: number | null;
  partnerUuid: string | null;
  partnerName: string | null;
  keyword: string | null;
  createdAt: Date;
};

/** What one entry remembers: a visited hall or a typed keyword, never both. */
export type SearchHistoryTarget = { partnerId: number; keyword: null } | { partnerId: null; keyword: string };

export type SearchHistoryRepository = {
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Serialises one customer's history writes until the transaction ends (two tabs adding at once). */
  lockCustomer(customerId: number, tx?: Db): Promise<void>;
  hallExists(partnerId: number, tx?: Db): Promise<boolean>;
  /** Removes the customer's entries for the same hall or the same keyword. */
  deleteSame(input: { customerId: number; target: SearchHistoryTarget }, tx?: Db): Promise<void>;
  insert(input: { customerId: number; target: SearchHistoryTarget; createdAt: Date }, tx?: Db): Promise<number>;
  /** Keeps the customer's `keep` newest entries and deletes the rest. */
  keepNewest(input: { customerId: number; keep: number }, tx?: Db): Promise<void>;
  findOne(input: { customerId: number; id: number }, tx?: Db): Promise<SearchHistoryRow | null>;
  /** Newest first. */
  list(customerId: number, tx?: Db): Promise<SearchHistoryRow[]>;
  /** False when the customer has no entry with this id. */
  deleteOne(input: { customerId: number; id: number }, tx?: Db): Promise<boolean>;
  deleteAll(customerId: number, tx?: Db): Promise<void>;
};

const newestFirst = [desc(searchHistories.createdAt), desc(searchHistories.id)];

export function createSearchHistoryRepository(db: Db): SearchHistoryRepository {
  const select = (tx: Db) =>
    tx
      .select({
        id: searchHistories.id,
        partnerId: searchHistories.partnerId,
        partnerUuid: partners.uuid,
        partnerName: partners.bizName,
        keyword: searchHistories.keyword,
        createdAt: searchHistories.createdAt,
      })
      .from(searchHistories)
      .leftJoin(partners, eq(partners.id, searchHistories.partnerId));

  return {
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),

    async lockCustomer(customerId, tx = db) {
      // NO KEY UPDATE conflicts with itself but not with the FK checks of inserts that reference the row.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    },

    async hallExists(partnerId, tx = db) {
      const rows = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.id, partnerId), eq(partners.type, PARTNER_TYPE.WEDDING_HALL)));
      return rows.length > 0;
    },

    async deleteSame({ customerId, target }, tx = db) {
      const same =
        target.partnerId !== null
          ? eq(searchHistories.partnerId, target.partnerId)
          : eq(searchHistories.keyword, target.keyword);
      await tx.delete(searchHistories).where(and(eq(searchHistories.customerId, customerId), same));
    },

    async insert({ customerId, target, createdAt }, tx = db) {
      const [row] = await tx
        .insert(searchHistories)
        .values({ customerId, partnerId: target.partnerId, keyword: target.keyword, createdAt })
        .returning({ id: searchHistories.id });
      if (!row) throw new Error('search history insert returned no row');
      return row.id;
    },

    async keepNewest({ customerId, keep }, tx = db) {
      const newest = tx
        .select({ id: searchHistories.id })
        .from(searchHistories)
        .where(eq(searchHistories.customerId, customerId))
        .orderBy(...newestFirst)
        .limit(keep);
      await tx
        .delete(searchHistories)
        .where(and(eq(searchHistories.customerId, customerId), notInArray(searchHistories.id, newest)));
    },

    async findOne({ customerId, id }, tx = db) {
      const [row] = await select(tx).where(and(eq(searchHistories.customerId, customerId), eq(searchHistories.id, id)));
      return row ?? null;
    },

    list(customerId, tx = db) {
      return select(tx)
        .where(eq(searchHistories.customerId, customerId))
        .orderBy(...newestFirst);
    },

    async deleteOne({ customerId, id }, tx = db) {
      const deleted = await tx
        .delete(searchHistories)
        .where(and(eq(searchHistories.customerId, customerId), eq(searchHistories.id, id)))
        .returning({ id: searchHistories.id });
      return deleted.length > 0;
    },

    async deleteAll(customerId, tx = db) {
      await tx.delete(searchHistories).where(eq(searchHistories.customerId, customerId));
    },
  };
}
