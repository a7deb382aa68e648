import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@wedding/contract/errors';
import { UPLOAD_ERROR_CODES as C } from '@wedding/contract/uploads';
import { UPLOAD_MAX_MB, UPLOAD_MAX_PIXELS } from '@wedding/domain/constants';
import {
  uploadCountMessage,
  uploadPixelsMessage,
  uploadSizeMessage,
  uploadTypeMessage,
} from '@wedding/domain/image-upload';
import { IMAGE_PROCESSING_FAILED } from '@wedding/domain/messages';
import { AppError, badRequest } from '../../shared/errors.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { createUploadAllowance, type UploadOwner } from './allowance.ts';
import { sniffImageType } from './image-type.ts';
import { headerPixels, reencode } from './reencode.ts';
import type { UploadRepository, UploadRow } from './repository.ts';
import type { UploadStore } from './upload-store.ts';
import { createWorkQueue, uploadConcurrency, type WorkQueue } from './work-queue.ts';

export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** A full queue drains in a few seconds: about four jobs a place, most well under a second each. */
const BUSY_RETRY_AFTER_MS = 5000;

export const uploadTypeError = () => badRequest(uploadTypeMessage(), C.UPLOAD_TYPE);
export const uploadSizeError = () => badRequest(uploadSizeMessage(), C.UPLOAD_SIZE);
export const uploadCountError = () => badRequest(uploadCountMessage(), C.UPLOAD_COUNT);
const unreadable = () => badRequest(IMAGE_PROCESSING_FAILED, C.UPLOAD_UNREADABLE);
const tooManyPixels = () => badRequest(uploadPixelsMessage(), C.UPLOAD_PIXELS);
/** 503 with Retry-After: every re-encode place and waiting place of this process is taken. */
export const uploadsBusyError = () =>
  new AppError(
    503,
    API_ERROR_CODES.SERVICE_UNAVAILABLE,
    '지금 이미지를 올리는 분이 많아요. 잠시 후 다시 시도해 주세요.',
    { retryAfterMs: BUSY_RETRY_AFTER_MS },
  );

/**
 * One request's images. Each is checked, re-encoded and stored as it arrives (holding 99 re-encoded files in
 * memory to store them only at the end would cost up to 2 GB a request); their rows are written together at
 * commit. A request that fails part-way is discarded: the files it stored are deleted, and no row was written.
 */
export type UploadBatch = {
  readonly count: number;
  /** Checks, re-encodes and stores one image; its row waits for commit(). */
  add(bytes: Buffer): Promise<void>;
  /** Records every image in one statement; answers their paths ('/media/uploads/{uuid}.{ext}'). */
  commit(): Promise<string[]>;
  /** Deletes the files stored so far, unless commit() succeeded. Never throws. */
  discard(): Promise<void>;
};

export type UploadService = {
  begin(customerId: number): UploadBatch;
  /** A console staff member's batch (a hall's photos): the same checks, an allowance of its own. */
  beginForStaff(staffId: number): UploadBatch;
  /** A batch of one (a blog post's image): its path, or the batch's error with nothing left behind. */
  store(customerId: number, bytes: Buffer): Promise<string>;
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
};

export function createUploadService(deps: {
  repository: UploadRepository;
  store: UploadStore;
  rateLimiter: RateLimiter;
  /** Tests pass a small one; by default a re-encode a core but one, and four waiting a place (decision 0032). */
  queue?: WorkQueue;
}): UploadService {
  const allowance = createUploadAllowance(deps.rateLimiter);
  const concurrency = uploadConcurrency();
  const queue = deps.queue ?? createWorkQueue({ concurrency, maxWaiting: concurrency * 4, full: uploadsBusyError });

  /** Everything that can refuse an image, cheapest first; the CPU is spent only once all of them have passed. */
  async function prepare(owner: UploadOwner, bytes: Buffer) {
    await allowance.chargeFile(owner);
    if (bytes.length > UPLOAD_MAX_BYTES) throw uploadSizeError();
    const type = sniffImageType(bytes);
    if (!type) throw uploadTypeError();
    const pixels = await headerPixels(bytes, type);
    if (pixels === null) throw unreadable();
    if (pixels > UPLOAD_MAX_PIXELS) throw tooManyPixels();
    // Charged once a place is ours: a request the full queue turns away (503) has spent nothing.
    const encoded = await queue
      .run(async () => {
        await allowance.chargePixels(owner, pixels);
        return reencode(bytes, type);
      })
      .catch((error: unknown) => {
        throw error instanceof AppError ? error : unreadable();
      });
    return { type, encoded };
  }

  function begin(owner: UploadOwner): UploadBatch {
    const stored: string[] = [];
    const rows: UploadRow[] = [];
    let committed = false;
    return {
      get count() {
        return rows.length;
      },
      async add(bytes) {
        const { type, encoded } = await prepare(owner, bytes);
        const name = `${randomUUID()}.${type.ext}`;
        // Remembered before the write, so a write that fails half-way is cleaned up too.
        stored.push(name);
        await deps.store.put(name, encoded.data);
        rows.push({
          path: `/media/uploads/${name}`,
          customerId: 'customerId' in owner ? owner.customerId : null,
          staffId: 'staffId' in owner ? owner.staffId : null,
          contentType: type.contentType,
          bytes: encoded.data.length,
          width: encoded.info.width,
          height: encoded.info.pageHeight ?? encoded.info.height,
        });
      },
      async commit() {
        await deps.repository.insertMany(rows);
        committed = true;
        return rows.map((row) => row.path);
      },
      async discard() {
        if (committed) return;
        // Best effort: a file whose delete fails is an orphan nobody can reference (no row names it).
        await Promise.allSettled(stored.splice(0).map((name) => deps.store.delete(name)));
      },
    };
  }

  return {
    begin: (customerId) => begin({ customerId }),
    beginForStaff: (staffId) => begin({ staffId }),

    async store(customerId, bytes) {
      const batch = begin({ customerId });
      try {
        await batch.add(bytes);
        const [path] = await batch.commit();
        return path!;
      } catch (error) {
        await batch.discard();
        throw error;
      }
    },

    async read(name) {
      const bytes = await deps.store.get(name);
      const type = bytes ? sniffImageType(bytes) : null;
      return bytes && type ? { bytes, contentType: type.contentType } : undefined;
    },
  };
}
