import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { buildInstance, type Instance } from './instance.ts';
import { startLocalBucket } from './s3-bucket.ts';
import { png, postUpload } from './upload-request.ts';

// Decision 0032: two API instances on one database, each with a DATA_DIR of its own as every process has. An image
// uploaded through one is served by the other when they share UPLOADS_DIR or an S3 bucket, and (the finding this
// fixes) not when each keeps uploads in its own DATA_DIR.

describe('uploads shared by two API instances', () => {
  let database: Database;
  let sharedDir: string;
  const instances: Instance[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    sharedDir = await mkdtemp(path.join(tmpdir(), 'wedding-shared-uploads-'));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const cleanup of cleanups) await cleanup();
    await database?.close();
    await rm(sharedDir, { recursive: true, force: true });
  });

  async function pair(env: Record<string, string> = {}) {
    const one = await buildInstance(database, { env });
    const other = await buildInstance(database, { env });
    instances.push(one, other);
    return [one, other] as const;
  }

  /** Uploads through `one`; answers the stored path and what `other` answers for it and through its image proxy. */
  async function uploadThroughOneReadThroughOther(one: Instance, other: Instance) {
    const who = await signedInCustomer(one);
    const res = await postUpload(one.app, who.headers, [{ name: 'a.png', bytes: await png(64, 48) }]);
    expect(res.statusCode).toBe(200);
    const [stored] = res.json().data.data as string[];
    const mine = await one.app.inject(stored!);
    expect(mine.statusCode).toBe(200);
    return {
      mine,
      theirs: await other.app.inject(stored!),
      proxied: await other.app.inject(`/v1/image?src=${encodeURIComponent(stored!)}&w=600`),
    };
  }

  it('each in its own DATA_DIR (no UPLOADS_DIR, no S3): the other instance answers 404', async () => {
    const [one, other] = await pair();
    expect(one.config.uploadsDir).not.toBe(other.config.uploadsDir);
    const { theirs, proxied } = await uploadThroughOneReadThroughOther(one, other);
    expect(theirs.statusCode).toBe(404);
    expect(proxied.statusCode).toBe(404);
  });

  it('with one UPLOADS_DIR: the other instance serves the same bytes, and its image proxy reads them', async () => {
    const [one, other] = await pair({ UPLOADS_DIR: sharedDir });
    expect(one.config.uploadsDir).toBe(sharedDir);
    expect(one.config.dataDir).not.toBe(other.config.dataDir);
    const { mine, theirs, proxied } = await uploadThroughOneReadThroughOther(one, other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect(proxied.statusCode).toBe(200);
  });

  it('with one S3 bucket: the other instance serves the same bytes, and its image proxy reads them', async () => {
    const bucket = await startLocalBucket();
    cleanups.push(() => bucket.close());
    const [one, other] = await pair(bucket.env);
    const { mine, theirs, proxied } = await uploadThroughOneReadThroughOther(one, other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
    expect(proxied.statusCode).toBe(200);
    expect(await bucket.uploadKeys()).toHaveLength(1);
  });
});
