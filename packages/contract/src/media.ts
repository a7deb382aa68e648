import * as z from 'zod/mini';

/**
 * Kinds of generated placeholder images served at `/media/generated/{kind}/{key}.jpg`.
 * The seed stores such paths as image URLs; the API renders them on demand (no downloads).
 */
export const GENERATED_MEDIA_KINDS = [
  'hall',
  'individual-hall',
  'review',
  'album',
  'event',
  'profile',
  'blog',
  'banner',
] as const;
export const generatedMediaKindSchema = z.enum(GENERATED_MEDIA_KINDS);
export type GeneratedMediaKind = z.infer<typeof generatedMediaKindSchema>;

/** Keys are lowercase slugs so a path can never smuggle dots or slashes. */
export const GENERATED_MEDIA_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

export function generatedMediaPath(kind: GeneratedMediaKind, key: string): string {
  return `/media/generated/${kind}/${key}.jpg`;
}

/** Allowed widths of the image proxy `GET /v1/image?src&w`. */
export const IMAGE_PROXY_MIN_WIDTH = 100;
export const IMAGE_PROXY_MAX_WIDTH = 1920;

/** The image proxy URL for a local media path; `width` is 1200 by default, 600 for review images. */
export function imageProxyUrl(src: string, width?: number): string {
  const params = new URLSearchParams({ src });
  if (width !== undefined) params.set('w', String(width));
  return `/v1/image?${params.toString()}`;
}
