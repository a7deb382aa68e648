import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, type BackupManifest, PGLITE_DUMP_FILE } from './manifest.ts';
import { countPgliteTables, type TableCounts } from './table-counts.ts';

// PGlite writes postmaster.pid while a process has the data dir open and removes it on a clean close. It does
// not stop a second process from opening the same dir, and two writers would corrupt it, so we check ourselves.
const PID_FILE = 'postmaster.pid';

function refuseIfOpen(dataDir: string): void {
  if (existsSync(path.join(dataDir, PID_FILE)))
    throw new BackupError(
      `${dataDir} is in use: the API (or another process) has this PGlite database open. Stop it and try again. ` +
        `If nothing runs and it crashed, start and stop the API once, or delete ${path.join(dataDir, PID_FILE)}.`,
    );
}

/** The installed PGlite's version (its package.json is not exported, so found from its entry file upwards). */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(await readFile(file, 'utf8')) as { name?: string; version: string };
      if (json.name === '@electric-sql/pglite') return json.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

/** PGlite's own data-dir archive (dumpDataDir, gzip) of a closed embedded database, with its table counts. */
export async function dumpPglite(
  dataDir: string,
  dir: string,
): Promise<{ database: BackupManifest['database']; tables: TableCounts }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`no PGlite database at ${dataDir} (set DATA_DIR, or pass --data-dir)`);
  refuseIfOpen(dataDir);
  const client = await PGlite.create({ dataDir });
  try {
    const tables = await countPgliteTables(client);
    const archive = await client.dumpDataDir('gzip');
    await writeFile(path.join(dir, PGLITE_DUMP_FILE), Buffer.from(await archive.arrayBuffer()));
    return { database: { kind: 'pglite', file: PGLITE_DUMP_FILE, pgliteVersion: await pgliteVersion() }, tables };
  } finally {
    await client.close();
  }
}

/**
 * Loads a backup's archive into `targetDir`, which must not exist or be empty; with `force` a non-empty one
 * is moved aside to `<dir>.before-restore-<time>` (never deleted).
 */
export async function restorePglite(
  backupDir: string,
  manifest: BackupManifest,
  targetDir: string,
  force: boolean,
  now: Date,
): Promise<{ movedAside: string | undefined; tables: TableCounts }> {
  let movedAside: string | undefined;
  if (existsSync(targetDir) && (await readdir(targetDir)).length > 0) {
    refuseIfOpen(targetDir);
    if (!force)
      throw new BackupError(
        `${targetDir} already holds a database: restore into a new directory (--to <dir>), or add --force to move ` +
          'it aside first.',
      );
    movedAside = `${targetDir}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
    await rename(targetDir, movedAside);
  }
  const archive = await readFile(path.join(backupDir, manifest.database.file));
  const client = await PGlite.create({
    dataDir: targetDir,
    loadDataDir: new File([archive], manifest.database.file, { type: 'application/x-gzip' }),
  });
  try {
    return { movedAside, tables: await countPgliteTables(client) };
  } finally {
    await client.close();
  }
}
