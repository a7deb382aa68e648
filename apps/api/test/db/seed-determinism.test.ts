import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildPartners } from '../../src/db/seed/build-partners.ts';
import { createRng } from '../../src/db/seed/prng.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { SIZE_PLANS } from '../../src/db/seed/sizes.ts';
import { tableNames } from '../../src/db/seed/wipe.ts';
import {
  createMigratedDatabase,
  createTestDatabase,
  SEED_NOW,
  SEED_RANDOM,
  SEED_SIZE,
} from '../helpers/test-database.ts';

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tableNames()) {
    const [row] = await queryRows<{ n: string | number }>(database.db, sql.raw(`SELECT count(*) AS n FROM "${table}"`));
    out[table] = Number(row?.n);
  }
  return out;
}

async function firstRows(database: Database, table: string): Promise<unknown[]> {
  const rows = await queryRows<Record<string, unknown>>(
    database.db,
    sql.raw(`SELECT * FROM "${table}" ORDER BY id LIMIT 25`),
  );
  // argon2 salts the demo account's hash randomly, as it should, and rooms' preview tokens are secrets from the
  // operating system's random source (decision 0033); every other column must match.
  return JSON.parse(JSON.stringify(rows.map(({ password_hash: _, preview_token: __, ...row }) => row)));
}

describe('seed determinism', () => {
  it('builds the same partners from the same seed and different ones from another', () => {
    const a = buildPartners(createRng(7), SIZE_PLANS.small, SEED_NOW);
    const b = buildPartners(createRng(7), SIZE_PLANS.small, SEED_NOW);
    const c = buildPartners(createRng(8), SIZE_PLANS.small, SEED_NOW);
    expect(b).toEqual(a);
    expect(c.halls.map((h) => h.partner.bizName)).not.toEqual(a.halls.map((h) => h.partner.bizName));
  });

  describe('seeding a fresh database again', () => {
    let template: Database;
    let fresh: Database;
    beforeAll(async () => {
      template = await createTestDatabase();
      fresh = await createMigratedDatabase();
      await seedDatabase(fresh, { size: SEED_SIZE, randomSeed: SEED_RANDOM, now: SEED_NOW });
    });
    afterAll(async () => {
      await template?.close();
      await fresh?.close();
    });

    it('gives the same row counts in every table', async () => {
      expect(await counts(fresh)).toEqual(await counts(template));
    });

    it('gives the same first rows', async () => {
      for (const table of ['partners', 'customers', 'individual_halls', 'wedding_days', 'reviews', 'comments']) {
        expect(await firstRows(fresh, table), table).toEqual(await firstRows(template, table));
      }
    });
  });
});
