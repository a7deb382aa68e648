// Image upload limits of spec §5 and §9 with the messages of spec §8. The browser checks before
// uploading; the API checks again with the same builders (and by content), so both say the same.
import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_MAX_COUNT, UPLOAD_MAX_MB, UPLOAD_MAX_PIXELS } from './constants.ts';

const BYTES_PER_MB = 1024 * 1024;

/** MIME types browsers report for the allowed extensions ('image/jpg' comes from some Android builds). */
export const UPLOAD_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

export function uploadSizeMessage(maxMb: number = UPLOAD_MAX_MB): string {
  return `파일 크기는 ${maxMb}MB 이하로 업로드 가능합니다.`;
}

export function uploadTypeMessage(extensions: readonly string[] = UPLOAD_ALLOWED_EXTENSIONS): string {
  return `${extensions.join(', ')} 파일만 업로드 가능합니다.`;
}

export function uploadCountMessage(maxCount: number = UPLOAD_MAX_COUNT): string {
  return `이미지는 최대 ${maxCount}장까지 업로드 가능합니다.`;
}

/** Too many decoded pixels (the API reads them from the file's header): '2,500만 화소' for 25,000,000. */
export function uploadPixelsMessage(maxPixels: number = UPLOAD_MAX_PIXELS): string {
  return `이미지 해상도가 너무 커요. ${(maxPixels / 10_000).toLocaleString('en-US')}만 화소 이하로 줄여서 올려 주세요.`;
}

export type UploadCandidate = { name: string; type: string; size: number };
export type UploadOptions = { maxSizeMb?: number; maxCount?: number; extensions?: readonly string[] };
export type UploadErrorCode = 'COUNT' | 'TYPE' | 'SIZE';
export type UploadError = { code: UploadErrorCode; message: string };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * An allowed extension is required; a reported MIME type must also be an image one, but an empty
 * type is accepted because some browsers report none for files picked from the camera roll.
 */
export function isAllowedImageType(
  file: Pick<UploadCandidate, 'name' | 'type'>,
  extensions = UPLOAD_ALLOWED_EXTENSIONS as readonly string[],
): boolean {
  if (!extensions.includes(fileExtension(file.name))) return false;
  return file.type === '' || (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

/**
 * The first problem with adding `files` to `existingCount` images, or null. The count is checked
 * first (it concerns the whole selection), then each file's type and size in order.
 * Exactly 20 MB and exactly 99 images are allowed.
 */
export function validateImageFiles(
  files: readonly UploadCandidate[],
  existingCount: number,
  options: UploadOptions = {},
): UploadError | null {
  const { maxSizeMb = UPLOAD_MAX_MB, maxCount = UPLOAD_MAX_COUNT, extensions = UPLOAD_ALLOWED_EXTENSIONS } = options;
  if (existingCount + files.length > maxCount) return { code: 'COUNT', message: uploadCountMessage(maxCount) };
  for (const file of files) {
    if (!isAllowedImageType(file, extensions)) return { code: 'TYPE', message: uploadTypeMessage(extensions) };
    if (file.size > maxSizeMb * BYTES_PER_MB) return { code: 'SIZE', message: uploadSizeMessage(maxSizeMb) };
  }
  return null;
}
