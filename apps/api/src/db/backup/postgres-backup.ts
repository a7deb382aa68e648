import path from 'node:path';
import pg from 'pg';
import { BackupError, type BackupManifest, POSTGRES_DUMP_FILE } from './manifest.ts';
import { findPgTool, libpqTarget, pgToolVersion, runPgTool } from './pg-tools.ts';
import { countPostgresTables, type TableCounts } from './table-counts.ts';

type PostgresDump = { database: BackupManifest['database']; tables: TableCounts };

/**
 * pg_dump --format=custom of the whole database (every schema: public, pgboss, drizzle) into `dir`.
 * The counts and the dump read one snapshot (pg_export_snapshot + --snapshot), so the manifest's counts are
 * exactly the dump's even while the app keeps writing.
 */
export async function dumpPostgres(databaseUrl: string, dir: string): Promise<PostgresDump> {
  const pgDump = findPgTool('pg_dump');
  const dumpVersion = pgToolVersion(pgDump);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string; server_version_num: string }>(
      "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
    );
    const serverVersion = rows[0]!.server_version;
    const serverMajor = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
    // pg_dump refuses a newer server; say so before starting, with what to do.
    if (dumpVersion.major < serverMajor)
      throw new BackupError(
        `${pgDump} is version ${dumpVersion.major} but the server is ${serverMajor}: install the PostgreSQL ` +
          `${serverMajor} client tools (or newer) and point PG_BIN_DIR at them.`,
      );
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const tables = await countPostgresTables(client);
    const target = libpqTarget(databaseUrl);
    const file = path.join(dir, POSTGRES_DUMP_FILE);
    await runPgTool(
      pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${target.dbname}`],
      target.env,
    );
    await client.query('commit');
    return {
      database: { kind: 'postgres', file: POSTGRES_DUMP_FILE, serverVersion, pgDumpVersion: dumpVersion.text },
      tables,
    };
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Relations a restore would collide with: anything outside PostgreSQL's own schemas. */
async function userRelationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return Number(rows[0]!.count);
}

/**
 * Makes the target database if it does not exist (through the server's `postgres` database). One that already
 * holds tables is refused unless `force`, which empties it first: every schema but PostgreSQL's own is dropped and
 * `public` made again as a new database has it. (pg_restore --clean cannot do this: it fails on pg-boss's
 * partitioned tables, whose partitions' inherited keys it tries to drop one by one.)
 */
async function prepareTarget(targetUrl: string, force: boolean): Promise<{ created: boolean; emptied: boolean }> {
  const url = new URL(targetUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new BackupError('--to must name a database: postgres://user:password@host:5432/NAME');
  const maintenance = new URL(targetUrl);
  maintenance.pathname = '/postgres';
  const exists = await withClient(maintenance.toString(), async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${quoteIdent(name)}`);
    return Boolean(rowCount);
  });
  if (!exists) return { created: true, emptied: false };
  return withClient(targetUrl, async (client) => {
    const relations = await userRelationCount(client);
    if (relations === 0) return { created: false, emptied: false };
    if (!force)
      throw new BackupError(
        `database "${name}" already holds ${relations} tables, indexes or sequences: restore into a new database ` +
          `(--to with a name that does not exist yet), or add --force to replace its contents.`,
      );
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
    );
    await client.query('begin');
    for (const schema of rows) await client.query(`drop schema ${quoteIdent(schema.name)} cascade`);
    await client.query('create schema public authorization pg_database_owner');
    await client.query('grant usage on schema public to public');
    await client.query('commit');
    return { created: false, emptied: true };
  });
}

/**
 * pg_restore of a backup's archive into `targetUrl`, in one transaction that stops at the first error.
 * The target is always empty by then (new, or emptied with force), so no --clean is needed.
 * Objects are owned by the restoring user (--no-owner, --no-acl), so a backup restores on another server whose
 * roles differ.
 */
export async function restorePostgres(
  backupDir: string,
  manifest: BackupManifest,
  targetUrl: string,
  force: boolean,
): Promise<{ created: boolean; tables: TableCounts }> {
  const pgRestore = findPgTool('pg_restore');
  const { created } = await prepareTarget(targetUrl, force);
  const target = libpqTarget(targetUrl);
  const args = ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${target.dbname}`];
  args.push(path.join(backupDir, manifest.database.file));
  await runPgTool(pgRestore, args, target.env);
  const tables = await withClient(targetUrl, countPostgresTables);
  return { created, tables };
}
