import type { UploadResponse } from '@wedding/contract/uploads';
import { validateImageFiles } from '@wedding/domain/image-upload';
import { INQUIRY_IMAGES_MAX } from '@wedding/domain/inquiry';
import { IMAGE_UPLOAD_FAILED_RETRY } from '@wedding/domain/messages';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { compressImages } from '../../../shared/lib/compress-image.ts';

/**
 * Compresses the chosen photos in the browser (spec §9: 0.8 MB, 1920 px; a refusal throws its §8 sentence) and
 * uploads them through the one upload pipeline (POST /web/v1/common/upload: checked by content,
 * re-encoded, metadata stripped) and answers their paths; a refusal throws its Korean message.
 */
export async function uploadInquiryPhotos(files: readonly File[], attached: number): Promise<string[]> {
  if (files.length + attached > INQUIRY_IMAGES_MAX)
    throw new Error(`사진은 한 번에 ${INQUIRY_IMAGES_MAX}장까지 보낼 수 있어요.`);
  const problem = validateImageFiles(files, attached);
  if (problem) throw new Error(problem.message);
  const compressed = await compressImages(files);
  const form = new FormData();
  for (const file of compressed) form.append('file', file, file.name);
  try {
    return (await apiRequest<UploadResponse>('/web/v1/common/upload', { method: 'POST', body: form })).data.data;
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 401) throw new Error(error.message);
    throw new Error(IMAGE_UPLOAD_FAILED_RETRY);
  }
}
