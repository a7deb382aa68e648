import { randomUUID } from 'node:crypto';
import { UPLOAD_ERROR_CODES as C } from '@wedding/contract/uploads';
import { UPLOAD_MAX_MB } from '@wedding/domain/constants';
import { uploadCountMessage, uploadSizeMessage, uploadTypeMessage } from '@wedding/domain/image-upload';
import { IMAGE_PROCESSING_FAILED } from '@wedding/domain/messages';
import sharp from 'sharp';
import { badRequest } from '../../shared/errors.ts';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { sniffImageType, type UploadImageType } from './image-type.ts';
import type { UploadRepository } from './repository.ts';
import type { UploadStore } from './upload-store.ts';

export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** A decoded image larger than this many pixels is refused (a 'pixel bomb': a small file that decodes huge). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** Uploads per customer: enough for a 99-photo review twice over in ten minutes. */
const UPLOAD_RULE = { name: 'upload', limit: 250, windowMs: 10 * 60_000 };

export const uploadTypeError = () => badRequest(uploadTypeMessage(), C.UPLOAD_TYPE);
export const uploadSizeError = () => badRequest(uploadSizeMessage(), C.UPLOAD_SIZE);
export const uploadCountError = () => badRequest(uploadCountMessage(), C.UPLOAD_COUNT);
const unreadable = () => badRequest(IMAGE_PROCESSING_FAILED, C.UPLOAD_UNREADABLE);

export type UploadService = {
  /** Checks, re-encodes and stores one image; answers its path ('/media/uploads/{uuid}.{ext}'). */
  store(customerId: number, bytes: Buffer): Promise<string>;
  /** Counts one file against the customer's upload allowance (429 past it). */
  admit(customerId: number): Promise<void>;
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
};

/**
 * Re-encodes in the type it came in: decoding and encoding again drops whatever a crafted file carried beyond
 * its pixels, and sharp writes no metadata unless asked, so EXIF (GPS included) is gone. The orientation EXIF
 * asked for is applied to the pixels first, so the photo still stands the right way up.
 */
async function reencode(bytes: Buffer, type: UploadImageType) {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated, failOn: 'error' }).rotate();
  const output =
    type.ext === 'jpg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : type.ext === 'png'
        ? image.png({ compressionLevel: 9 })
        : type.ext === 'webp'
          ? image.webp({ quality: 85 })
          : image.gif();
  return output.toBuffer({ resolveWithObject: true });
}

export function createUploadService(deps: {
  repository: UploadRepository;
  store: UploadStore;
  rateLimiter: RateLimiter;
}): UploadService {
  return {
    admit(customerId) {
      return enforceRateLimits(
        deps.rateLimiter,
        [{ rule: UPLOAD_RULE, key: String(customerId) }],
        '이미지를 너무 많이 올리고 있어요. 잠시 후 다시 시도해 주세요.',
      );
    },

    async store(customerId, bytes) {
      if (bytes.length > UPLOAD_MAX_BYTES) throw uploadSizeError();
      const type = sniffImageType(bytes);
      if (!type) throw uploadTypeError();
      const encoded = await reencode(bytes, type).catch(() => {
        throw unreadable();
      });
      const name = `${randomUUID()}.${type.ext}`;
      await deps.store.put(name, encoded.data);
      const path = `/media/uploads/${name}`;
      await deps.repository.insert({
        path,
        customerId,
        contentType: type.contentType,
        bytes: encoded.data.length,
        width: encoded.info.width,
        height: encoded.info.pageHeight ?? encoded.info.height,
      });
      return path;
    },

    async read(name) {
      const bytes = await deps.store.get(name);
      const type = bytes ? sniffImageType(bytes) : null;
      return bytes && type ? { bytes, contentType: type.contentType } : undefined;
    },
  };
}
