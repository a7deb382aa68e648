// Seeded images are never downloaded: the API renders a picture for any URL in this scheme.
export const MEDIA_KINDS = [
  'hall',
  'individual-hall',
  'review',
  'album',
  'event',
  'profile',
  'blog',
  'banner',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** `/media/generated/{kind}/{key}.jpg`; key is letters, digits and dashes. */
export function mediaUrl(kind: MediaKind, key: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error(`bad media key: ${key}`);
  return `/media/generated/${kind}/${key}.jpg`;
}
