import { HALL_BRANDS, HALL_SUFFIXES } from '../data/names.ts';
import type { Rng } from '../prng.ts';

/** Invented venue names in the market's styles: '더채플앳청담', '루벨아뜨리움', '아펠라가든 반포'. */
export function hallName(rng: Rng, area: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const brand = rng.pick(HALL_BRANDS);
    const suffix = rng.pick(HALL_SUFFIXES);
    const form = rng.int(0, 3);
    const name =
      form === 0
        ? `${brand}앳${area}`
        : form === 1
          ? `${brand}${suffix || '웨딩홀'}`
          : form === 2
            ? `${brand}${suffix} ${area}`
            : `${area} ${brand}${suffix || '컨벤션'}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  // Only reached when a region holds hundreds of halls.
  const fallback = `${rng.pick(HALL_BRANDS)} ${area} ${taken.size + 1}관`;
  taken.add(fallback);
  return fallback;
}
