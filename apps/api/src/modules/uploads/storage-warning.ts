import type { AppConfig } from '../../config.ts';

/**
 * The start-up warning for uploads that only this process can see: PostgreSQL means several processes may run
 * (DESIGN §4), yet without S3_BUCKET or UPLOADS_DIR each keeps its uploads in its own DATA_DIR, so an image
 * uploaded through one is 404 on the others. PGlite has one process, so it never warns.
 */
export function processLocalUploadsWarning(
  config: Pick<AppConfig, 'databaseUrl' | 's3' | 'uploadsDirShared' | 'uploadsDir'>,
): string | undefined {
  if (!config.databaseUrl || config.s3 || config.uploadsDirShared) return undefined;
  return (
    `uploads are kept in this process's own ${config.uploadsDir}: with several API processes, an image ` +
    'uploaded through one is missing on the others. Several processes need S3_BUCKET (an S3-compatible store) ' +
    'or UPLOADS_DIR (a directory they all share).'
  );
}
