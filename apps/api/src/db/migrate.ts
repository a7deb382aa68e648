import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobSchema } from '../shared/jobs/pg-boss-queue.ts';
import type { Database } from './client.ts';

// Resolved from this file, not the working directory, so it works from the repo root, apps/api or tests.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each driver's migrator wants its own database type; both wrap the same Drizzle instance.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migrateNodePg(database.db as never, config);
  // The job queue's own tables (issue 27), versioned by pg-boss itself.
  await installJobSchema(database);
}
