import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { isDatabaseEmpty } from '../../src/db/seed/seed.ts';
import { tableNames } from '../../src/db/seed/wipe.ts';
import { createMigratedDatabase } from '../helpers/test-database.ts';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createMigratedDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('create every table of the schema', async () => {
    const result = await queryRows<{ table_name: string }>(
      database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const existing = result.map((r) => r.table_name);
    expect(existing).toEqual(expect.arrayContaining(tableNames()));
    expect(tableNames().length).toBeGreaterThanOrEqual(37);
  });

  it('can run again without changing anything', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });

  it('leave an empty database that the start-up seeding recognises', async () => {
    expect(await isDatabaseEmpty(database)).toBe(true);
  });
});
