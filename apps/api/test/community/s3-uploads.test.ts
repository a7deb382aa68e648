import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 11: with S3_* set, uploaded images go to an S3-compatible bucket (here a local s3rver speaking the S3 API)
// instead of DATA_DIR/uploads, and are still served from /media/uploads/ and through the image proxy.

const BUCKET = 'wedding-uploads';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('uploads in an S3-compatible bucket', () => {
  let dir: string;
  let server: S3rver;
  let endpoint: string;
  let t: TestApp;
  let s3: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await buildTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores the re-encoded image in the bucket, not on disk, and serves it from here', async () => {
    const who = await signedInCustomer(t);
    const image = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#6a9' } })
      .png()
      .toBuffer();
    const boundary = '----s3test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/web/v1/common/upload',
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const [stored] = res.json().data.data as string[];
    const name = stored!.split('/').pop()!;

    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }));
    expect(object.ContentType).toBe('image/png');
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect((await sharp(bytes).metadata()).width).toBe(24);
    const uploadsDir = t.config.uploadsDir;
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);

    const served = await t.app.inject(stored!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect((await t.app.inject(`/v1/image?src=${encodeURIComponent(stored!)}&w=600`)).statusCode).toBe(200);
    expect((await t.app.inject('/media/uploads/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
  });
});
