import * as z from 'zod/mini';

// POST /web/v1/common/upload (spec §7): multipart `file` parts; the answer's data.data holds the stored paths.

/** Where an uploaded image lives: the server names it, never the uploader. */
export const UPLOAD_PATH_PATTERN = /^\/media\/uploads\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;
export const uploadPathField = z.string().check(z.regex(UPLOAD_PATH_PATTERN, '업로드한 이미지만 올릴 수 있어요.'));

export const uploadResponseSchema = z.object({ data: z.object({ data: z.array(z.string()) }) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const UPLOAD_ERROR_CODES = {
  UPLOAD_TYPE: 'UPLOAD_TYPE',
  UPLOAD_SIZE: 'UPLOAD_SIZE',
  UPLOAD_COUNT: 'UPLOAD_COUNT',
  UPLOAD_UNREADABLE: 'UPLOAD_UNREADABLE',
  UPLOAD_EMPTY: 'UPLOAD_EMPTY',
} as const;
