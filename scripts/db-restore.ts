// `npm run db:restore -- --from backups/backup-… [--to postgres://…/new_db | --to dir] [--uploads-to dir]
//   [--skip-uploads] [--force]`
// Restores a db:backup folder into a NEW database (PostgreSQL: created when missing; PGlite: a new directory),
// copies its uploads, then prints each table's row count against the manifest and fails on any difference.
// A target that already holds tables is refused unless --force (decision 0054).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { restoreBackup } from '../apps/api/src/db/backup/backup.ts';
import { BackupError } from '../apps/api/src/db/backup/manifest.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    'uploads-to': { type: 'string' },
    'skip-uploads': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});

if (!values.from) {
  console.error('--from <backup folder> is required');
  process.exit(2);
}
const config = loadConfig();
try {
  const result = await restoreBackup(path.resolve(values.from), {
    // Without --to: the database the server would use (refused if it holds tables, unless --force).
    to: values.to ?? config.databaseUrl ?? config.pgliteDir,
    uploadsDir: values['skip-uploads'] ? undefined : path.resolve(values['uploads-to'] ?? config.uploadsDir),
    force: values.force,
  });
  console.table(
    result.comparison.map((row) => ({
      table: row.table,
      backup: row.expected ?? '-',
      restored: row.actual ?? '-',
      '': row.expected === row.actual ? 'ok' : 'DIFFERENT',
    })),
  );
  if (result.created) console.log('created the target database');
  if (result.movedAside) console.log(`the previous data dir was moved to ${result.movedAside}`);
  if (result.uploads)
    console.log(`uploads: ${result.uploads.files} files copied, ${result.uploads.skipped} already there`);
  if (result.manifest.uploads.kind === 's3')
    console.log(
      `uploads live in the bucket ${result.manifest.uploads.bucket}; the backup did not copy them (restore with aws s3 sync)`,
    );
  if (!result.countsMatch) {
    console.error('restore finished but some row counts differ from the backup (see DIFFERENT above)');
    process.exit(1);
  }
  console.log(`restored ${result.comparison.length} tables; every row count matches the backup`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
}
