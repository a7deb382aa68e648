import type { UploadResponse } from '@wedding/contract/uploads';
import { validateImageFiles } from '@wedding/domain/image-upload';
import { IMAGE_PROCESSING_FAILED, IMAGE_UPLOAD_FAILED_RETRY } from '@wedding/domain/messages';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { compressImages } from '../../../shared/lib/compress-image.ts';

export class UploadProblem extends Error {
  override name = 'UploadProblem';
}

/**
 * Checks `files` against §5 (type, 20 MB, 99 with the `existingCount` already attached), compresses and uploads
 * them; answers the stored paths. Every failure is an UploadProblem carrying the §8 message, verbatim.
 */
export async function uploadImages(files: readonly File[], existingCount: number): Promise<string[]> {
  const problem = validateImageFiles(files, existingCount);
  if (problem) throw new UploadProblem(problem.message);
  // Spec §9: 0.8 MB and 1920 px before sending (the shared compressor, loaded on first use).
  const compressed = await compressImages(files).catch(() => {
    throw new UploadProblem(IMAGE_PROCESSING_FAILED);
  });
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
