import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createUploadRepository } from '../../src/modules/uploads/repository.ts';
import { createUploadService, uploadsBusyError } from '../../src/modules/uploads/service.ts';
import { createDiskUploadStore } from '../../src/modules/uploads/upload-store.ts';
import { createWorkQueue } from '../../src/modules/uploads/work-queue.ts';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildInstance, type Instance } from './instance.ts';
import { type LocalBucket, startLocalBucket } from './s3-bucket.ts';
import { filesIn, png, postUpload, uploadRowsOf } from './upload-request.ts';

// Decision 0032: a refused request leaves nothing behind, neither files (on disk or in the bucket) nor rows; and
// a full re-encode queue answers 503 with Retry-After at once.

const bad = { name: 'notes.png', bytes: Buffer.from('not an image at all') };

describe('a refused upload request leaves nothing behind', () => {
  let database: Database;
  let bucket: LocalBucket;
  let disk: Instance;
  let s3: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    bucket = await startLocalBucket();
    disk = await buildInstance(database);
    s3 = await buildInstance(database, { env: bucket.env });
  });
  afterAll(async () => {
    await disk?.close();
    await s3?.close();
    await bucket?.close();
    await database?.close();
  });

  const storedFiles = {
    disk: async () => filesIn(disk.config.uploadsDir),
    s3: () => bucket.uploadKeys(),
  };

  describe.each(['disk', 's3'] as const)('with uploads on %s', (where) => {
    const instance = () => (where === 'disk' ? disk : s3);

    it('a 3-file request whose 3rd file is bad keeps neither the first two files nor any row', async () => {
      const who = await signedInCustomer(instance());
      const good = await postUpload(instance().app, who.headers, [{ name: 'ok.png', bytes: await png(40, 30) }]);
      expect(good.statusCode).toBe(200);
      const before = await storedFiles[where]();
      expect(before).toHaveLength(1);

      const res = await postUpload(instance().app, who.headers, [
        { name: 'a.png', bytes: await png(40, 30) },
        { name: 'b.png', bytes: await png(30, 40) },
        bad,
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UPLOAD_TYPE');
      expect(await storedFiles[where]()).toEqual(before);
      expect(await uploadRowsOf(database, who.id)).toHaveLength(1);
    });

    it('a 100-file request is refused (99 at most) and keeps none of the 99 it read', async () => {
      const who = await signedInCustomer(instance());
      const image = await png(8, 8);
      const files = Array.from({ length: 100 }, (_, i) => ({ name: `${i}.png`, bytes: image }));
      const before = await storedFiles[where]();
      const res = await postUpload(instance().app, who.headers, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UPLOAD_COUNT');
      expect(await storedFiles[where]()).toEqual(before);
      expect(await uploadRowsOf(database, who.id)).toEqual([]);
    });
  });
});

describe('a full re-encode queue', () => {
  let database: Database;
  let t: Instance;
  // One place and no waiting: the test holds the place itself, so the request finds the queue full.
  const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, full: uploadsBusyError });

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await buildInstance(database, {
      services: (config) => ({
        uploads: createUploadService({
          repository: createUploadRepository(database.db),
          store: createDiskUploadStore(config.uploadsDir),
          rateLimiter: createMemoryRateLimiter(),
          queue,
        }),
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('answers 503 with Retry-After at once and keeps nothing; with the place free the upload goes through', async () => {
    const who = await signedInCustomer(t);
    let release!: () => void;
    const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const res = await postUpload(t.app, who.headers, [{ name: 'a.png', bytes: await png(40, 30) }]);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toContain('잠시 후 다시 시도해 주세요');
      expect(filesIn(t.config.uploadsDir)).toEqual([]);
    } finally {
      release();
      await held;
    }
    const res = await postUpload(t.app, who.headers, [{ name: 'a.png', bytes: await png(40, 30) }]);
    expect(res.statusCode).toBe(200);
    expect(filesIn(t.config.uploadsDir)).toHaveLength(1);
  });
});
