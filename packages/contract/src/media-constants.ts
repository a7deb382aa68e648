// The generated media's kinds and the image proxy's widths and URL, without zod (decision 0037): every page's images
// go through imageProxyUrl, and a module that also builds schemas would bring zod along. media.ts re-exports them
// for the API.

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
export type GeneratedMediaKind = (typeof GENERATED_MEDIA_KINDS)[number];

/** Keys are lowercase slugs so a path can never smuggle dots or slashes. */
export const GENERATED_MEDIA_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

export function generatedMediaPath(kind: GeneratedMediaKind, key: string): string {
  return `/media/generated/${kind}/${key}.jpg`;
}

/** Allowed widths of the image proxy `GET /v1/image?src&w`. */
export const IMAGE_PROXY_MIN_WIDTH = 100;
export const IMAGE_PROXY_MAX_WIDTH = 1920;

/**
 * The widths the proxy renders (decision 0020): an asked width is rounded up to the next of these, so one
 * image has at most six renditions per format, whatever widths are asked. Spec §9's 1200 (default) and
 * 600 (review images) are among them; 320 is the slot card's thumbnail.
 */
export const IMAGE_PROXY_WIDTHS = [150, 320, 600, 900, 1200, 1920] as const;

/** The rendered width for an asked one: the smallest allowed width not below it (1920 at most). */
export function imageProxyWidth(asked: number): number {
  return IMAGE_PROXY_WIDTHS.find((w) => w >= asked) ?? IMAGE_PROXY_MAX_WIDTH;
}

/** The image proxy URL for a local media path; `width` is 1200 by default, 600 for review images. */
export function imageProxyUrl(src: string, width?: number): string {
  const params = new URLSearchParams({ src });
  if (width !== undefined) params.set('w', String(imageProxyWidth(width)));
  return `/v1/image?${params.toString()}`;
}
