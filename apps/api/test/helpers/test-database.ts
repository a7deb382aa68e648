import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';

/** The instant every test database was seeded at: tests assert dates relative to it, never to the clock. */
export const SEED_NOW = new Date('2026-11-21T00:00:00+09:00');
export const SEED_RANDOM = 20_261_121;
export const SEED_SIZE = 'small';

/** What global-setup built once per run, handed to every worker through vitest's provide/inject. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate | undefined;
  }
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDatabase(database, { size: SEED_SIZE, randomSeed: SEED_RANDOM, now: SEED_NOW });
}

/** The URL of another database on the same server. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function cloneTemplate(adminUrl: string, templateName: string): Promise<string> {
  const name = `wedding_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  // Concurrent clones can briefly see the template as busy; a short retry rides that out.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
      return name;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}

/**
 * A fresh, isolated database holding the migrated SMALL seed, one per call: a PGlite loaded from the
 * run's dump, or (DATABASE_URL) a PostgreSQL database cloned from the run's template and dropped on close().
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (!template) {
    // Without the global setup (a file run on its own by another runner): build in place, slower.
    const database = await openDatabase({});
    await migrateAndSeed(database);
    return database;
  }
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpPath)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = await cloneTemplate(template.adminUrl, template.templateName);
  return openDroppedOnClose(template.adminUrl, name);
}

/**
 * A seeded PostgreSQL database and its URL, for tests that run real API processes against it; null on the
 * PGlite pass (PGlite has one owner, so several processes cannot share it).
 */
export async function createPostgresTestDatabase(): Promise<{ database: Database; url: string } | null> {
  const template = inject('testDatabaseTemplate');
  if (template?.kind !== 'postgres') return null;
  const name = await cloneTemplate(template.adminUrl, template.templateName);
  return { database: await openDroppedOnClose(template.adminUrl, name), url: databaseUrlFor(template.adminUrl, name) };
}

/** An empty, migrated database of the run's kind (PGlite in memory, or a new PostgreSQL database dropped on close()). */
export async function createMigratedDatabase(): Promise<Database> {
  const database = await createEmptyDatabase();
  await migrateDatabase(database);
  return database;
}

/** An empty database with no migrations applied, of the run's kind (PostgreSQL ones are dropped on close()). */
export async function createEmptyDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template?.kind !== 'postgres') return openDatabase({});
  const name = `wedding_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${name}"`);
  return openDroppedOnClose(template.adminUrl, name);
}

/** Opens database `name` on the server of `adminUrl`; close() ends the pool and drops the database. */
async function openDroppedOnClose(adminUrl: string, name: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), maxConnections: 5 });
  const closePool = database.close;
  database.close = async () => {
    await closePool();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return database;
}
