import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { isDatabaseEmpty, type SeedSize, seedDatabase } from './seed/seed.ts';

type Log = { info(obj: object, msg: string): void };

// Any constant shared by every API process; pg_advisory_lock takes a bigint key.
const STARTUP_LOCK_KEY = 7_342_118_905;

/**
 * Migrates, then seeds an empty database. Several API processes may start at once against one PostgreSQL
 * (DESIGN §4), so on PostgreSQL the whole step runs under a session advisory lock: the first process
 * migrates and seeds, the others wait and then find the work done. PGlite has a single owner and needs none.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedSize: SeedSize | 'none'; log?: Log },
): Promise<void> {
  if (database.kind === 'pglite') return migrateAndSeedIfEmpty(database, options);
  const lockHolder = await database.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await migrateAndSeedIfEmpty(database, options);
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}

async function migrateAndSeedIfEmpty(database: Database, { seedSize, log }: Parameters<typeof prepareDatabase>[1]) {
  await migrateDatabase(database);
  log?.info({}, 'database migrated');
  if (seedSize === 'none' || !(await isDatabaseEmpty(database))) return;
  const started = Date.now();
  log?.info({ size: seedSize }, 'empty database: seeding the demo data');
  const counts = await seedDatabase(database, { size: seedSize });
  // One line a person reads at `npm start`: what they will see, not every table.
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log?.info(
    { size: seedSize },
    `seeded in ${seconds} s: ${counts.halls} halls, ${counts.slots} slots, ${counts.reviews} reviews`,
  );
}
