import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TableCounts } from './table-counts.ts';

export const MANIFEST_FILE = 'manifest.json';
/** The custom-format pg_dump archive of a PostgreSQL backup. */
export const POSTGRES_DUMP_FILE = 'database.pgdump';
/** PGlite's own data-dir archive (dumpDataDir, gzip) of an embedded-database backup. */
export const PGLITE_DUMP_FILE = 'pglite-data.tar.gz';
/** The copied uploads directory, file for file. */
export const UPLOADS_DIR_NAME = 'uploads';

export type UploadsManifest =
  | { kind: 'local'; copied: true; files: number; bytes: number }
  // The bucket is not copied by the tool: the operator syncs it (README, decision 0054).
  | { kind: 's3'; copied: false; bucket: string };

export type BackupManifest = {
  format: 1;
  createdAt: string;
  app: { commit: string | null };
  database:
    | { kind: 'postgres'; file: string; serverVersion: string; pgDumpVersion: string }
    | { kind: 'pglite'; file: string; pgliteVersion: string };
  /** Row counts at the moment of the dump (PostgreSQL: the dump's own snapshot). */
  tables: TableCounts;
  uploads: UploadsManifest;
};

/** The commit this code runs from: GIT_COMMIT when the deploy sets it, else git, else unknown. */
export function currentCommit(): string | null {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : null;
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${dir}: unknown manifest format ${String(manifest.format)}`);
  return manifest;
}

/** A failure the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}

/** '2026-11-27T09-51-32Z': the UTC time, safe in a file name on every system. */
export function backupFolderName(now: Date): string {
  return `backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}
