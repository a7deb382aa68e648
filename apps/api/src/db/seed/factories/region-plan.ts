import { REGIONS } from '@wedding/domain/regions';
import type { Rng } from '../prng.ts';

export type Location = { region: string; subRegion: string | null };

const SEOUL = REGIONS[0]!;
const GYEONGGI = REGIONS[1]!;
const OTHERS = REGIONS.slice(2);

function roundRobin(rng: Rng, subRegions: readonly string[], count: number, region: string): Location[] {
  const offset = rng.int(0, subRegions.length - 1);
  return Array.from({ length: count }, (_, i) => ({
    region,
    subRegion: subRegions[(offset + i) % subRegions.length] ?? null,
  }));
}

/**
 * Where n halls stand: most in Seoul and Gyeonggi (spread over every sub-region), the rest across the
 * other 15 regions. From 40 halls up every one of the 17 regions gets at least one.
 */
export function planHallLocations(rng: Rng, n: number): Location[] {
  const othersEach = n >= 40 ? Math.max(1, Math.round((n * 0.22) / OTHERS.length)) : 0;
  const others: Location[] =
    othersEach > 0
      ? OTHERS.flatMap((r) => Array.from({ length: othersEach }, () => ({ region: r.name, subRegion: null })))
      : OTHERS.slice(0, Math.max(1, Math.floor(n / 4))).map((r) => ({ region: r.name, subRegion: null }));
  const rest = n - others.length;
  const seoul = Math.ceil(rest * 0.6);
  const all = [
    ...roundRobin(rng, SEOUL.subRegions, seoul, SEOUL.name),
    ...roundRobin(rng, GYEONGGI.subRegions, rest - seoul, GYEONGGI.name),
    ...others,
  ];
  return all.slice(0, n);
}
