import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import { uploads } from '../../src/db/schema/index.ts';

// What the upload tests share: the multipart body of a request, images of a chosen size, and what was left behind.

export type UploadFile = { name: string; bytes: Buffer };

/** POST /web/v1/common/upload with `files` as `file` parts, as `headers`' customer. */
export function postUpload(app: FastifyInstance, headers: Record<string, string>, files: readonly UploadFile[]) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const parts = files.map(({ name, bytes }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return app.inject({
    method: 'POST',
    url: '/web/v1/common/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

/** A plain PNG: one colour compresses to a few hundred bytes whatever its size. */
export function png(width: number, height: number, background = '#8a6'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * Only the start of a real PNG: its header says `width` × `height`, then the pixel data breaks off. Reading the
 * header works; decoding fails. So an answer about its size proves nothing was decoded.
 */
export async function pngHeaderOnly(width: number, height: number): Promise<Buffer> {
  const whole = await png(width, height);
  const idat = whole.indexOf(Buffer.from('IDAT'));
  return Buffer.concat([whole.subarray(0, idat + 24), Buffer.alloc(16)]);
}

/** An animated GIF of `frames` different frames of `width` × `height` (each frame a colour of its own). */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const levels = [0, 127, 255];
  const stills = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      png(width, height, `rgb(${levels[i % 3]}, ${levels[Math.floor(i / 3) % 3]}, ${levels[Math.floor(i / 9) % 3]})`),
    ),
  );
  return sharp(stills, { join: { animated: true } })
    .gif({ effort: 1 })
    .toBuffer();
}

/** The upload rows of `customerId`. */
export function uploadRowsOf(database: Database, customerId: number) {
  return database.db.select().from(uploads).where(eq(uploads.customerId, customerId));
}

/** The image files in an uploads directory (written-aside temporaries included). */
export function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}
