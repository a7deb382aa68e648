import { UPLOAD_NAME_PATTERN } from '@wedding/contract/uploads';
import type { UploadStore } from './upload-store.ts';

export type S3StoreConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, NCP Object Storage); AWS itself when unset. */
  endpoint: string | undefined;
  /** Unset: the SDK's own credential chain (instance role, environment). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Uploaded images in an S3-compatible bucket under uploads/ (issue 11; S3_BUCKET and the rest set). The server
 * still serves them from /media/uploads/, so the page's policy stays same-origin and the image proxy reads
 * them like any local image. The SDK loads only when a bucket is configured.
 */
export function createS3UploadStore(config: S3StoreConfig): UploadStore {
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
    }),
  }));
  const key = (name: string) => `uploads/${name}`;
  return {
    async put(name, bytes) {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw new Error(`not an upload name: ${name}`);
      const { s3, client } = await sdk;
      const { PutObjectCommand } = s3;
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: CONTENT_TYPES[name.split('.').pop()!],
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
      const { s3, client } = await sdk;
      const { GetObjectCommand, NoSuchKey } = s3;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return;
      const { s3, client } = await sdk;
      // S3 answers a delete of a missing key with success too.
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
  };
}
