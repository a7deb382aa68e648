import type { GeneratedMediaKind } from '@wedding/contract/media';

export type MediaSize = { width: number; height: number };

/** Pixel size per kind, matching where the web shows them (hall carousel 4:3, profile avatar, banner strip). */
export const GENERATED_MEDIA_SIZES: Record<GeneratedMediaKind, MediaSize> = {
  hall: { width: 1200, height: 900 },
  'individual-hall': { width: 1200, height: 900 },
  album: { width: 1200, height: 900 },
  review: { width: 900, height: 900 },
  event: { width: 1200, height: 630 },
  blog: { width: 800, height: 600 },
  profile: { width: 200, height: 200 },
  banner: { width: 1200, height: 400 },
};
