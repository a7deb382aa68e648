import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup } from '../../src/db/backup/backup.ts';
import { BackupError } from '../../src/db/backup/manifest.ts';
import { countPgliteTables, countPostgresTables, type TableCounts } from '../../src/db/backup/table-counts.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createPgBossQueue } from '../../src/shared/jobs/pg-boss-queue.ts';
import { adminQuery, createPostgresTestDatabase, databaseUrlFor, migrateAndSeed } from '../helpers/test-database.ts';

// Issue 29 §8: "A test restores a backup into a new database and finds every row count equal", plus the
// uploads directory. Row counts are compared for every table of every schema (public, pgboss, drizzle).

const quiet = { warn: () => {} };

/** A few rows the seed does not have: an upload (with its file) and a queued pg-boss job. */
async function writeFreshRows(database: Database, uploadsDir: string): Promise<{ file: string; bytes: Buffer }> {
  const name = `${randomUUID()}.jpg`;
  const bytes = randomBytes(4096);
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, name), bytes);
  await database.db.execute(sql`
    insert into uploads (path, customer_id, content_type, bytes, width, height)
    select ${`/media/uploads/${name}`}, id, 'image/jpeg', 4096, 10, 10 from customers order by id limit 1`);
  const queue = createPgBossQueue({ database, log: quiet, runWorkers: false, pollingSeconds: 1 });
  queue.work('backup-probe', async () => {});
  await queue.start();
  await queue.send('backup-probe', { n: 1 }, { startAfter: new Date(Date.now() + 86_400_000) });
  await queue.stop();
  return { file: name, bytes };
}

function expectCovered(counts: TableCounts): void {
  const tables = Object.keys(counts);
  expect(tables.filter((t) => t.startsWith('public.')).length).toBeGreaterThan(50);
  expect(tables).toContain('pgboss.job');
  expect(counts['pgboss.job']).toBeGreaterThanOrEqual(1);
  expect(counts['public.uploads']).toBeGreaterThanOrEqual(1);
  expect(counts['public.customers']).toBeGreaterThan(0);
}

async function countAt(databaseUrl: string): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countPostgresTables(client);
  } finally {
    await client.end();
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'wedding-backup-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const source = await createPostgresTestDatabase();

describe.skipIf(source === null)('db:backup and db:restore on PostgreSQL', { timeout: 60_000 }, () => {
  const restoredName = `wedding_test_${process.pid}_restored_${randomUUID().slice(0, 8)}`;
  const adminUrl = source ? databaseUrlFor(source.url, 'postgres') : '';
  const restoredUrl = source ? databaseUrlFor(source.url, restoredName) : '';

  afterAll(async () => {
    if (!source) return;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    await source.database.close();
  });

  it('restores into a new database with every row count and the upload file equal', async () => {
    if (!source) return;
    const uploadsDir = path.join(work, 'pg-uploads');
    const upload = await writeFreshRows(source.database, uploadsDir);
    const { dir, manifest } = await createBackup(
      { databaseUrl: source.url, pgliteDir: path.join(work, 'unused'), uploadsDir, s3: undefined },
      path.join(work, 'pg-backups'),
    );
    expect(path.basename(dir)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.uploads).toMatchObject({ kind: 'local', files: 1, bytes: 4096 });
    expectCovered(manifest.tables);

    const restoredUploads = path.join(work, 'pg-restored-uploads');
    const result = await restoreBackup(dir, { to: restoredUrl, uploadsDir: restoredUploads, force: false });
    expect(result.created).toBe(true);
    expect(result.countsMatch).toBe(true);

    // Counted again here, independently of the restore's own report: the source as it is now and the new database.
    const restoredCounts = await countAt(restoredUrl);
    const sourceCounts = await countAt(source.url);
    expect(restoredCounts).toEqual(sourceCounts);
    expect(restoredCounts).toEqual(manifest.tables);

    expect(await readFile(path.join(restoredUploads, upload.file))).toEqual(upload.bytes);
  });

  it('refuses to restore over a database that holds tables, and replaces it with --force', async () => {
    if (!source) return;
    const backups = path.join(work, 'pg-backups');
    const [dir] = (await readdir(backups)).map((name) => path.join(backups, name));
    await expect(restoreBackup(dir!, { to: restoredUrl, uploadsDir: undefined, force: false })).rejects.toThrow(
      /already holds .* add --force/,
    );
    const forced = await restoreBackup(dir!, { to: restoredUrl, uploadsDir: undefined, force: true });
    expect(forced.created).toBe(false);
    expect(forced.countsMatch).toBe(true);
  });
});

// Seeding, two archives and three opens of a PGlite data dir: ~12 s alone, more beside the whole suite.
describe('db:backup and db:restore on PGlite (the embedded default)', { timeout: 120_000 }, () => {
  it('restores a data dir into a new directory with every row count and the upload file equal', async () => {
    const dataDir = path.join(work, 'pglite-source');
    const uploadsDir = path.join(work, 'pglite-uploads');
    const database = await openDatabase({ dataDir });
    let upload: { file: string; bytes: Buffer };
    try {
      await migrateAndSeed(database);
      upload = await writeFreshRows(database, uploadsDir);
      // While the API (here: this client) has the data dir open, a backup is refused.
      await expect(
        createBackup(
          { databaseUrl: undefined, pgliteDir: dataDir, uploadsDir, s3: undefined },
          path.join(work, 'pglite-backups'),
        ),
      ).rejects.toThrow(BackupError);
    } finally {
      await database.close();
    }

    const { dir, manifest } = await createBackup(
      { databaseUrl: undefined, pgliteDir: dataDir, uploadsDir, s3: undefined },
      path.join(work, 'pglite-backups'),
    );
    expect(manifest.database.kind).toBe('pglite');
    expectCovered(manifest.tables);

    const restoredDir = path.join(work, 'pglite-restored');
    const restoredUploads = path.join(work, 'pglite-restored-uploads');
    const result = await restoreBackup(dir, { to: restoredDir, uploadsDir: restoredUploads, force: false });
    expect(result.countsMatch).toBe(true);
    expect(await readFile(path.join(restoredUploads, upload.file))).toEqual(upload.bytes);

    // Both data dirs opened again and counted table by table.
    const counts = async (dir: string) => {
      const db = await openDatabase({ dataDir: dir });
      if (db.kind !== 'pglite') throw new Error('expected PGlite');
      try {
        return await countPgliteTables(db.client);
      } finally {
        await db.close();
      }
    };
    expect(await counts(restoredDir)).toEqual(await counts(dataDir));

    // A second restore into the same, now non-empty directory is refused; --force moves the old one aside.
    await expect(restoreBackup(dir, { to: restoredDir, uploadsDir: undefined, force: false })).rejects.toThrow(
      /already holds a database/,
    );
    const forced = await restoreBackup(dir, { to: restoredDir, uploadsDir: undefined, force: true });
    expect(forced.countsMatch).toBe(true);
    expect(forced.movedAside && existsSync(forced.movedAside)).toBe(true);
  });
});
