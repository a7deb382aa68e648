import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with `{ rows }`, but the shared Db type cannot
 * say so (its result kind is driver-neutral), so the one cast lives here.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
