import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { processLocalUploadsWarning } from '../../src/modules/uploads/storage-warning.ts';

// Decision 0032: UPLOADS_DIR, and the start-up warning when PostgreSQL (several processes possible) meets uploads
// that only this process can see.

const PG = { DATABASE_URL: 'postgres://u:p@db.internal:5432/wedding' };
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/data', ...env }, '/srv');

describe('UPLOADS_DIR', () => {
  it('defaults to DATA_DIR/uploads; when set, is resolved from the working directory and marked shared', () => {
    expect(config({})).toMatchObject({ uploadsDir: '/srv/data/uploads', uploadsDirShared: false });
    expect(config({ UPLOADS_DIR: 'shared/uploads' })).toMatchObject({
      uploadsDir: '/srv/shared/uploads',
      uploadsDirShared: true,
    });
    // An empty value in an env file means "not set".
    expect(config({ UPLOADS_DIR: '' }).uploadsDirShared).toBe(false);
  });
});

describe('the start-up warning about process-local uploads', () => {
  it('warns on PostgreSQL with uploads in DATA_DIR, naming S3_BUCKET and UPLOADS_DIR', () => {
    const warning = processLocalUploadsWarning(config(PG));
    expect(warning).toContain('/srv/data/uploads');
    expect(warning).toContain('Several processes need S3_BUCKET');
    expect(warning).toContain('UPLOADS_DIR');
  });

  it('is quiet with UPLOADS_DIR, with S3_BUCKET, and on PGlite (one process)', () => {
    expect(processLocalUploadsWarning(config({ ...PG, UPLOADS_DIR: '/mnt/uploads' }))).toBeUndefined();
    expect(processLocalUploadsWarning(config({ ...PG, S3_BUCKET: 'wedding-uploads' }))).toBeUndefined();
    expect(processLocalUploadsWarning(config({}))).toBeUndefined();
  });
});
