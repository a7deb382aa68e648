import type { UploadResponse } from '@wedding/contract/uploads';
import { IMAGE_COMPRESS_MAX_PX, IMAGE_COMPRESS_TARGET_MB } from '@wedding/domain/constants';
import { validateImageFiles } from '@wedding/domain/image-upload';
import { IMAGE_PROCESSING_FAILED, IMAGE_UPLOAD_FAILED_RETRY } from '@wedding/domain/messages';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { compressionLibUrl } from '../lib/compression-lib-url.ts';

export class UploadProblem extends Error {
  override name = 'UploadProblem';
}

/**
 * Spec §9: compressed to 0.8 MB and 1920 px before sending (browser-image-compression, loaded on first use). A
 * GIF is sent as it is, so it keeps moving; the server re-encodes every image anyway.
 */
async function compress(file: File): Promise<File> {
  if (file.type === 'image/gif') return file;
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, {
      maxSizeMB: IMAGE_COMPRESS_TARGET_MB,
      maxWidthOrHeight: IMAGE_COMPRESS_MAX_PX,
      // Off the main thread, in a blob: worker (CSP worker-src) that loads our own copy of the library.
      useWebWorker: true,
      libURL: compressionLibUrl(),
    });
  } catch {
    throw new UploadProblem(IMAGE_PROCESSING_FAILED);
  }
}

/**
 * Checks `files` against §5 (type, 20 MB, 99 with the `existingCount` already attached), compresses and uploads
 * them; answers the stored paths. Every failure is an UploadProblem carrying the §8 message, verbatim.
 */
export async function uploadImages(files: readonly File[], existingCount: number): Promise<string[]> {
  const problem = validateImageFiles(files, existingCount);
  if (problem) throw new UploadProblem(problem.message);
  const compressed = await Promise.all(files.map(compress));
  const form = new FormData();
  for (const file of compressed) form.append('file', file, file.name);
  try {
    return (await apiRequest<UploadResponse>('/web/v1/common/upload', { method: 'POST', body: form })).data.data;
  } catch (error) {
    // The server's own refusals (type by content, size, count) carry the same §8 sentences.
    if (isApiError(error) && error.status === 400) throw new UploadProblem(error.message);
    if (isApiError(error) && error.status === 401) throw error;
    throw new UploadProblem(IMAGE_UPLOAD_FAILED_RETRY);
  }
}
