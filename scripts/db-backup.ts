// `npm run db:backup [-- --out backups] [--database-url postgres://…] [--data-dir dir]`
// Backs up the database the server would use (DATABASE_URL, else PGlite under DATA_DIR, read through the app's
// own config) and the uploads directory into one folder named by the UTC time (decision 0054).
// PGlite: stop the API first (the embedded database has one owner); PostgreSQL can stay up.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { createBackup } from '../apps/api/src/db/backup/backup.ts';
import { BackupError } from '../apps/api/src/db/backup/manifest.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'backups' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const config = loadConfig();
const databaseUrl = values['database-url'] ?? (values['data-dir'] ? undefined : config.databaseUrl);
try {
  const { dir, manifest } = await createBackup(
    {
      databaseUrl,
      pgliteDir: values['data-dir'] ? path.resolve(values['data-dir']) : config.pgliteDir,
      uploadsDir: config.uploadsDir,
      s3: config.s3,
    },
    path.resolve(values.out),
  );
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`backup written: ${dir}`);
  console.log(
    `  ${manifest.database.kind}, ${Object.keys(manifest.tables).length} tables, ${rows} rows (counts in manifest.json)`,
  );
  if (manifest.uploads.kind === 'local')
    console.log(
      `  uploads: ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes from ${config.uploadsDir}`,
    );
  else
    console.log(
      `  uploads are in the bucket ${manifest.uploads.bucket} and were NOT copied: sync it yourself, e.g.\n` +
        `    aws s3 sync s3://${manifest.uploads.bucket} ${path.join(dir, 'uploads-s3')}`,
    );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
}
