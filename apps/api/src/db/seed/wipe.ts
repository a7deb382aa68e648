import { getTableName, isTable, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';

export function tableNames(): string[] {
  return Object.values(schema)
    .filter((v) => isTable(v))
    .map((t) => getTableName(t));
}

/** Empty every application table (not the migrations journal) and restart identities. */
export async function wipeDatabase(database: Database): Promise<void> {
  const list = tableNames()
    .map((n) => `"${n}"`)
    .join(', ');
  await database.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
