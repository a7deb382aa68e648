/** FNV-1a: a stable 32-bit hash, so the same key always draws the same picture on every machine. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** HSL to #rrggbb; librsvg's CSS colour support varies by version, hex always works. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

export type Palette = { sky: string; floor: string; accent: string; petal: string; light: string };

// Wedding tones: blush, peach, champagne, lavender, sage, sky. Petals lean pink, white or cream.
const BASE_HUES = [345, 15, 35, 45, 270, 140, 200];
const PETAL_HUES = [350, 335, 10, 45, 280];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function paletteFor(random: () => number): Palette {
  const hue = pick(random, BASE_HUES) + (random() - 0.5) * 16;
  const petalHue = pick(random, PETAL_HUES);
  return {
    sky: hsl(hue, 45, 86),
    floor: hsl(hue + 10, 30, 74),
    accent: hsl(42 + random() * 10, 75, 62),
    petal: hsl(petalHue, 70, 84 + random() * 6),
    light: hsl(hue, 80, 97),
  };
}
