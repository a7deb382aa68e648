import type { GeneratedMediaKind } from '@wedding/contract/media';
import { SCENE_DRAWINGS, sceneOfKey } from './hall-scenes.ts';
import type { MediaSize } from './kinds.ts';
import { createRandom, hashString, type Palette, paletteFor } from './palette.ts';

// Shapes only, no text: fonts may be missing on the server, and a placeholder should not pretend to say anything.

const round = (n: number) => Math.round(n * 10) / 10;

function flower(cx: number, cy: number, r: number, petal: string, heart: string, turn: number): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = turn + (i * Math.PI) / 3;
    return `<circle cx="${round(cx + Math.cos(a) * r)}" cy="${round(cy + Math.sin(a) * r)}" r="${round(r * 0.75)}" fill="${petal}"/>`;
  }).join('');
  return `<g opacity="0.92">${petals}<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.55)}" fill="${heart}"/></g>`;
}

function bokeh(random: () => number, { width, height }: MediaSize, color: string, count: number): string {
  return Array.from({ length: count }, () => {
    const r = (0.02 + random() * 0.06) * Math.min(width, height);
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height * 0.7)}" r="${round(r)}" fill="${color}" opacity="${round(0.15 + random() * 0.35)}"/>`;
  }).join('');
}

/** A ceremony hall seen down the aisle: back arch, chandeliers, flower lines along the aisle. */
function hallScene(random: () => number, size: MediaSize, p: Palette): string {
  const { width: w, height: h } = size;
  const horizon = h * (0.55 + random() * 0.08);
  const archW = w * (0.22 + random() * 0.1);
  const archTop = h * 0.18;
  const cx = w / 2;
  const chandelierCount = 3 + Math.floor(random() * 3);
  const chandeliers = Array.from({ length: chandelierCount }, (_, i) => {
    const x = (w * (i + 1)) / (chandelierCount + 1);
    const y = h * (0.1 + random() * 0.06);
    return `<line x1="${round(x)}" y1="0" x2="${round(x)}" y2="${round(y)}" stroke="${p.light}" stroke-width="2"/><circle cx="${round(x)}" cy="${round(y)}" r="${round(h * 0.03)}" fill="${p.light}" opacity="0.9"/>`;
  }).join('');
  const flowers = Array.from({ length: 6 }, (_, i) => {
    const t = (i + 1) / 7;
    const y = horizon + (h - horizon) * t;
    const spread = w * 0.06 + w * 0.3 * t;
    const r = h * (0.012 + 0.03 * t);
    return (
      flower(cx - spread, y, r, p.petal, p.accent, random() * 6) +
      flower(cx + spread, y, r, p.petal, p.accent, random() * 6)
    );
  }).join('');
  return [
    `<rect x="0" y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="${p.floor}"/>`,
    `<path d="M${round(cx - archW / 2)} ${round(horizon)} V${round(archTop + archW / 2)} A${round(archW / 2)} ${round(archW / 2)} 0 0 1 ${round(cx + archW / 2)} ${round(archTop + archW / 2)} V${round(horizon)} Z" fill="${p.light}" opacity="0.75"/>`,
    `<path d="M${round(cx - w * 0.05)} ${round(horizon)} L${round(cx + w * 0.05)} ${round(horizon)} L${round(cx + w * 0.28)} ${h} L${round(cx - w * 0.28)} ${h} Z" fill="${p.light}" opacity="0.55"/>`,
    chandeliers,
    flowers,
  ].join('');
}

/** A bouquet-like scatter of flowers, for reviews, blogs and banners. */
function flowerScene(random: () => number, size: MediaSize, p: Palette, count: number): string {
  const { width: w, height: h } = size;
  const base = Math.min(w, h);
  return Array.from({ length: count }, () =>
    flower(random() * w, h * (0.35 + random() * 0.6), base * (0.03 + random() * 0.05), p.petal, p.accent, random() * 6),
  ).join('');
}

/** A soft avatar silhouette. */
function profileScene(size: MediaSize, p: Palette): string {
  const { width: w, height: h } = size;
  return `<circle cx="${w / 2}" cy="${round(h * 0.4)}" r="${round(w * 0.18)}" fill="${p.light}" opacity="0.9"/><ellipse cx="${w / 2}" cy="${round(h * 0.95)}" rx="${round(w * 0.34)}" ry="${round(h * 0.3)}" fill="${p.light}" opacity="0.9"/>`;
}

/** The SVG for one generated image. Same kind and key, same picture. */
export function buildSceneSvg(kind: GeneratedMediaKind, key: string, size: MediaSize): string {
  const random = createRandom(hashString(`${kind}:${key}`));
  const p = paletteFor(random);
  const { width: w, height: h } = size;
  let body: string;
  let sky: [string, string] = [p.light, p.sky];
  switch (kind) {
    case 'hall':
    case 'individual-hall':
    case 'album':
    case 'event': {
      const drawn = SCENE_DRAWINGS[sceneOfKey(key)]?.(random, size, p);
      if (drawn) {
        sky = drawn.sky;
        body = drawn.body;
      } else body = bokeh(random, size, p.light, 6) + hallScene(random, size, p);
      break;
    }
    case 'profile':
      body = profileScene(size, p);
      break;
    case 'banner':
      body = bokeh(random, size, p.light, 10) + flowerScene(random, size, p, 9);
      break;
    case 'review':
    case 'blog':
      body = bokeh(random, size, p.light, 8) + flowerScene(random, size, p, 7 + Math.floor(random() * 6));
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}
