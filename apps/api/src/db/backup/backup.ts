import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { S3StoreConfig } from '../../modules/uploads/s3-upload-store.ts';
import {
  BackupError,
  type BackupManifest,
  backupFolderName,
  currentCommit,
  readManifest,
  UPLOADS_DIR_NAME,
  type UploadsManifest,
  writeManifest,
} from './manifest.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';
import { type CountComparison, compareCounts, countsDiffer } from './table-counts.ts';
import { type CopyResult, copyTree } from './uploads-copy.ts';

// One backup is one folder named by its UTC time: manifest.json, the database archive, and uploads/.
// Issue 29 §8; decision 0054.

export type BackupSource = {
  /** PostgreSQL when set, else the PGlite data dir. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  uploadsDir: string;
  s3: Pick<S3StoreConfig, 'bucket'> | undefined;
};

export async function createBackup(
  source: BackupSource,
  outDir: string,
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.join(outDir, backupFolderName(now));
  if (existsSync(dir)) throw new BackupError(`${dir} already exists`);
  await mkdir(dir, { recursive: true });
  try {
    const dump = source.databaseUrl
      ? await dumpPostgres(source.databaseUrl, dir)
      : await dumpPglite(source.pgliteDir, dir);
    // After the dump: a file the dump refers to was written before it, so it is here; newer files are spare.
    let uploads: UploadsManifest;
    if (source.s3) uploads = { kind: 's3', copied: false, bucket: source.s3.bucket };
    else {
      const copied = await copyTree(source.uploadsDir, path.join(dir, UPLOADS_DIR_NAME));
      uploads = { kind: 'local', copied: true, files: copied.files, bytes: copied.bytes };
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      app: { commit: currentCommit() },
      database: dump.database,
      tables: dump.tables,
      uploads,
    };
    await writeManifest(dir, manifest);
    return { dir, manifest };
  } catch (error) {
    // No half backup left behind to be mistaken for a good one.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export type RestoreTarget = {
  /** A PostgreSQL URL (a backup of PostgreSQL) or a PGlite data dir (a backup of PGlite). */
  to: string;
  /** Where the backup's uploads go; undefined skips them. */
  uploadsDir: string | undefined;
  force: boolean;
};

export type RestoreResult = {
  manifest: BackupManifest;
  comparison: CountComparison;
  countsMatch: boolean;
  /** PostgreSQL: whether the target database was created. */
  created?: boolean;
  /** PGlite with force: where the replaced data dir was moved. */
  movedAside?: string;
  uploads?: CopyResult;
};

export async function restoreBackup(
  backupDir: string,
  target: RestoreTarget,
  now = new Date(),
): Promise<RestoreResult> {
  const manifest = await readManifest(backupDir);
  const toIsUrl = /^postgres(ql)?:\/\//.test(target.to);
  if (manifest.database.kind === 'postgres' && !toIsUrl)
    throw new BackupError('this is a PostgreSQL backup: --to must be a postgres:// URL of the database to create');
  if (manifest.database.kind === 'pglite' && toIsUrl)
    throw new BackupError('this is a PGlite backup: --to must be a directory for the new PGlite database');

  const restored =
    manifest.database.kind === 'postgres'
      ? await restorePostgres(backupDir, manifest, target.to, target.force)
      : await restorePglite(backupDir, manifest, path.resolve(target.to), target.force, now);
  const comparison = compareCounts(manifest.tables, restored.tables);
  const result: RestoreResult = {
    manifest,
    comparison,
    countsMatch: !countsDiffer(comparison),
    ...('created' in restored ? { created: restored.created } : { movedAside: restored.movedAside }),
  };
  if (target.uploadsDir && manifest.uploads.kind === 'local')
    result.uploads = await copyTree(path.join(backupDir, UPLOADS_DIR_NAME), target.uploadsDir);
  return result;
}
