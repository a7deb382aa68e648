// Nearby-hall recommendations of spec §7: advertised halls first, then up to 20 regional
// recommendations in random order, so the same hall does not always sit behind the ads.
import { NEARBY_SHUFFLE_COUNT } from './constants.ts';

/**
 * Ads keep their order; recommendations already advertised, or the hall being viewed, are left
 * out, then up to 20 are shuffled in after. `random` is injectable so tests and the seed are
 * deterministic.
 */
export function mergeNearby<T extends { partnerUuid: string }>(
  ads: readonly T[],
  recommendations: readonly T[],
  { excludeUuid, random = Math.random }: { excludeUuid?: string; random?: () => number } = {},
): T[] {
  const taken = new Set(ads.map((a) => a.partnerUuid));
  if (excludeUuid) taken.add(excludeUuid);
  const pool = recommendations.filter((r) => {
    if (taken.has(r.partnerUuid)) return false;
    taken.add(r.partnerUuid);
    return true;
  });
  return [...ads.filter((a) => a.partnerUuid !== excludeUuid), ...shuffle(pool, random).slice(0, NEARBY_SHUFFLE_COUNT)];
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
