import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type StoredAnswer = { requestHash: string; status: number | null; response: unknown };

export type IdempotencyRepository = {
  /** True when this request is the first with the key (it now owns it); false when another got there first. */
  claim(customerId: number, key: string, requestHash: string): Promise<boolean>;
  find(customerId: number, key: string): Promise<StoredAnswer | null>;
  save(customerId: number, key: string, status: number, response: unknown): Promise<void>;
  /** Gives the key back after a failure worth retrying (a 5xx), so the same request may run again. */
  release(customerId: number, key: string): Promise<void>;
  /** Forgets keys older than the given instant. */
  purgeBefore(before: Date): Promise<number>;
};

export function createIdempotencyRepository(db: Db): IdempotencyRepository {
  const where = (customerId: number, key: string) =>
    and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key));
  return {
    async claim(customerId, key, requestHash) {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ customerId, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    },
    async find(customerId, key) {
      const [row] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.status,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(where(customerId, key));
      return row ?? null;
    },
    async save(customerId, key, status, response) {
      await db.update(idempotencyKeys).set({ status, response }).where(where(customerId, key));
    },
    async release(customerId, key) {
      await db.delete(idempotencyKeys).where(where(customerId, key));
    },
    async purgeBefore(before) {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}
