import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalBucket = {
  /** The S3_* variables that point the API at this bucket. */
  env: Record<string, string>;
  /** The keys stored under uploads/. */
  uploadKeys(): Promise<string[]>;
  close(): Promise<void>;
};

/** A local s3rver (it speaks the S3 API) with one empty bucket. */
export async function startLocalBucket(bucket = 'wedding-uploads'): Promise<LocalBucket> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    async uploadKeys() {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'uploads/' }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      s3.destroy();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
