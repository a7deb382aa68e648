import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type PostgresDatabase } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare-database.ts';
import { partners } from '../../src/db/schema/index.ts';
import { SIZE_PLANS } from '../../src/db/seed/sizes.ts';
import { createEmptyDatabase } from '../helpers/test-database.ts';

async function partnerCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(partners);
  return row?.n ?? 0;
}

describe('prepareDatabase on an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createEmptyDatabase();
  });
  afterAll(() => database.close());

  it('migrates and seeds once; a second start leaves the data alone', async () => {
    await prepareDatabase(database, { seedSize: 'small' });
    const seeded = await partnerCount(database);
    const small = SIZE_PLANS.small;
    expect(seeded).toBeGreaterThanOrEqual(small.halls + small.plannerHeads);
    await prepareDatabase(database, { seedSize: 'small' });
    expect(await partnerCount(database)).toBe(seeded);
  });
});

// Several API processes starting together on one PostgreSQL (DESIGN §4). On PGlite a race proves nothing:
// it has a single connection and a single owner.
describe.skipIf(!process.env.DATABASE_URL)('prepareDatabase from three processes at once (PostgreSQL)', () => {
  let first: Database;
  const others: Database[] = [];
  beforeAll(async () => {
    first = await createEmptyDatabase();
    const { databaseUrl } = first as PostgresDatabase;
    for (let i = 0; i < 2; i++) others.push(await openDatabase({ databaseUrl, maxConnections: 3 }));
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await first.close();
  });

  it('migrates and seeds exactly once', async () => {
    const processes = [first, ...others];
    const results = await Promise.allSettled(processes.map((db) => prepareDatabase(db, { seedSize: 'small' })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const once = await partnerCount(first);
    // A fresh single seed, as counted on its own, not three seeds or a failure.
    const reference = await createEmptyDatabase();
    try {
      await prepareDatabase(reference, { seedSize: 'small' });
      expect(once).toBe(await partnerCount(reference));
    } finally {
      await reference.close();
    }
  });
});
