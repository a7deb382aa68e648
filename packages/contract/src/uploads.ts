import * as z from 'zod/mini';

// POST /web/v1/common/upload (spec §7): multipart `file` parts; the answer's data.data holds the stored paths.

/** An uploaded image's file name: the server names it ({uuid}.{ext}), never the uploader. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

/**
 * What a review may show: an uploaded image, or a seeded review photo it already has (so its author can edit it).
 * The server checks which ones are the author's own.
 */
export const reviewImageField = z
  .string()
  .check(
    z.regex(
      /^\/media\/(uploads\/[0-9a-f-]{36}\.(jpg|png|webp|gif)|generated\/review\/[a-z0-9-]{1,64}\.jpg)$/,
      '업로드한 이미지만 올릴 수 있어요.',
    ),
  );

export const uploadResponseSchema = z.object({ data: z.object({ data: z.array(z.string()) }) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const UPLOAD_ERROR_CODES = {
  UPLOAD_TYPE: 'UPLOAD_TYPE',
  UPLOAD_SIZE: 'UPLOAD_SIZE',
  UPLOAD_COUNT: 'UPLOAD_COUNT',
  UPLOAD_UNREADABLE: 'UPLOAD_UNREADABLE',
  /** More decoded pixels than UPLOAD_MAX_PIXELS, read from the header before anything is decoded. */
  UPLOAD_PIXELS: 'UPLOAD_PIXELS',
  UPLOAD_EMPTY: 'UPLOAD_EMPTY',
} as const;
