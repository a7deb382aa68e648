import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One Drizzle type for both drivers, so repositories never care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type DatabaseBase = { db: Db; close(): Promise<void> };
/** The raw client stays reachable for what Drizzle does not do: COPY, dumps, CREATE DATABASE. */
export type PgliteDatabase = DatabaseBase & { kind: 'pglite'; client: PGlite };
export type PostgresDatabase = DatabaseBase & { kind: 'postgres'; pool: pg.Pool; databaseUrl: string };
export type Database = PgliteDatabase | PostgresDatabase;

export type OpenDatabaseOptions = {
  /** PostgreSQL when set. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing); in memory when undefined. */
  dataDir?: string;
  /** A PGlite data-dir dump (dumpDataDir) to start from instead of an empty cluster. */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections);
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(databaseUrl: string, maxConnections = 10): PostgresDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  // An idle client dying (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, databaseUrl, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
