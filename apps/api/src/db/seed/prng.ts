// A small seeded PRNG (mulberry32): the seed must give the same data on every machine and run,
// so nothing here may touch Math.random or the clock.

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Integer in [min, max] rounded down to a multiple of step. */
  step(min: number, max: number, step: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[];
  /** A random-looking but reproducible RFC 4122 version 4 UUID. */
  uuid(): string;
  /** An independent stream, so adding rows in one place does not shift every row after it. */
  fork(label: string): Rng;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    step: (min, max, step) => min + Math.floor(next() * (Math.floor((max - min) / step) + 1)) * step,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, k) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, Math.max(0, k));
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = (8 + Math.floor(next() * 4)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    fork: (label) => createRng(hashString(`${state}:${label}`)),
  };
  return rng;
}

/** FNV-1a, to turn a label into a seed. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
