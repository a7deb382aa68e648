import type { MediaSize } from './kinds.ts';
import { hsl, type Palette } from './palette.ts';

// Generated hall photos that look like the hall's style (issue 10: halls must be told apart at a glance). The
// seed puts the scene first in an image's key ('chapel-p12-cover'); the renderer draws that scene, varied per
// key by the same seeded random numbers. A key without a known scene draws the bright hall.

export const HALL_SCENES = ['bright', 'dark', 'chapel', 'convention', 'house', 'hotel', 'garden', 'hanok'] as const;
export type HallScene = (typeof HALL_SCENES)[number];

/** The scene of a hall with these §3 styles: the first style that has one (small weddings look like houses). */
const SCENE_BY_STYLE: Readonly<Record<string, HallScene>> = {
  BRIGHT: 'bright',
  DARK: 'dark',
  CHAPEL: 'chapel',
  CONVENTION: 'convention',
  HOUSE: 'house',
  HOTEL: 'hotel',
  OUTDOOR: 'garden',
  HANOK: 'hanok',
  SMALL_SCALE: 'house',
};

export function sceneForStyles(styles: readonly string[]): HallScene {
  for (const style of styles) {
    const scene = SCENE_BY_STYLE[style];
    if (scene) return scene;
  }
  return 'bright';
}

/** The key an image of a hall in this scene is stored under. */
export const sceneKey = (scene: HallScene, key: string): string => `${scene}-${key}`;

export function sceneOfKey(key: string): HallScene {
  const head = key.split('-', 1)[0] ?? '';
  return (HALL_SCENES as readonly string[]).includes(head) ? (head as HallScene) : 'bright';
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${extra}/>`;

type Draw = (random: () => number, size: MediaSize, p: Palette) => { sky: [string, string]; body: string };

/** Tall pointed windows, white pews on both sides of the aisle, a high gable. */
const chapel: Draw = (random, { width: w, height: h }, p) => {
  const floorY = h * 0.62;
  const count = random() < 0.5 ? 3 : 5;
  const windows = Array.from({ length: count }, (_, i) => {
    const x = w * (0.5 + (i - (count - 1) / 2) * (count === 3 ? 0.2 : 0.12));
    const ww = w * 0.06;
    const top = h * (0.14 + Math.abs(i - (count - 1) / 2) * 0.04);
    return poly(
      [
        [x - ww / 2, floorY - h * 0.08],
        [x - ww / 2, top + ww],
        [x, top],
        [x + ww / 2, top + ww],
        [x + ww / 2, floorY - h * 0.08],
      ],
      hsl(200 + random() * 40, 60, 85),
      ' opacity="0.9"',
    );
  }).join('');
  const pews = Array.from({ length: 5 }, (_, i) => {
    const t = (i + 1) / 6;
    const y = floorY + (h - floorY) * t;
    const pw = w * (0.12 + 0.22 * t);
    const ph = h * (0.02 + 0.03 * t);
    return (
      rect(w / 2 - w * 0.07 - pw - w * 0.18 * t, y, pw, ph, '#ffffff', ' opacity="0.85"') +
      rect(w / 2 + w * 0.07 + w * 0.18 * t, y, pw, ph, '#ffffff', ' opacity="0.85"')
    );
  }).join('');
  return {
    sky: ['#fbfaf7', p.sky],
    body:
      poly(
        [
          [0, floorY],
          [w / 2, h * 0.02],
          [w, floorY],
        ],
        '#ffffff',
        ' opacity="0.55"',
      ) +
      rect(0, floorY, w, h - floorY, p.floor) +
      windows +
      poly(
        [
          [w / 2 - w * 0.05, floorY],
          [w / 2 + w * 0.05, floorY],
          [w / 2 + w * 0.22, h],
          [w / 2 - w * 0.22, h],
        ],
        '#ffffff',
        ' opacity="0.7"',
      ) +
      pews,
  };
};

/** A dark room with a lit runway and spotlights falling on it. */
const dark: Draw = (random, { width: w, height: h }, p) => {
  const floorY = h * 0.58;
  const beams = Array.from({ length: 4 }, (_, i) => {
    const x = w * (0.2 + i * 0.2 + (random() - 0.5) * 0.05);
    return poly(
      [
        [x - w * 0.01, 0],
        [x + w * 0.01, 0],
        [w / 2 + (x - w / 2) * 0.3 + w * 0.06, h],
        [w / 2 + (x - w / 2) * 0.3 - w * 0.06, h],
      ],
      '#fff6d8',
      ' opacity="0.12"',
    );
  }).join('');
  const hue = 220 + random() * 70;
  const lights = Array.from({ length: 14 }, () =>
    circle(random() * w, random() * h * 0.45, 2 + random() * 4, '#fff3c4', ` opacity="${r1(0.4 + random() * 0.6)}"`),
  ).join('');
  return {
    sky: [hsl(hue, 35, 10), hsl(hue + 20, 30, 18)],
    body:
      rect(0, floorY, w, h - floorY, hsl(hue + 10, 25, 14)) +
      poly(
        [
          [w / 2 - w * 0.04, floorY],
          [w / 2 + w * 0.04, floorY],
          [w / 2 + w * 0.25, h],
          [w / 2 - w * 0.25, h],
        ],
        p.light,
        ' opacity="0.55"',
      ) +
      rect(w * 0.35, floorY - h * 0.22, w * 0.3, h * 0.22, hsl(45, 60, 60), ' opacity="0.25"') +
      beams +
      lights,
  };
};

/** A ballroom: heavy drapes, big chandeliers, round tables with white cloths. */
const hotel: Draw = (random, { width: w, height: h }, p) => {
  const floorY = h * 0.6;
  const drape = hsl(350 + random() * 30, 45, 45);
  const wall = 25 + random() * 30;
  const chandeliers = [0.25, 0.5, 0.75]
    .map((f) => {
      const x = w * f;
      const y = h * 0.16;
      return (
        `<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${r1(y)}" stroke="#f5e3b3" stroke-width="3"/>` +
        poly(
          [
            [x - w * 0.06, y],
            [x + w * 0.06, y],
            [x, y + h * 0.09],
          ],
          '#fbeec8',
          ' opacity="0.9"',
        ) +
        circle(x, y, h * 0.02, '#fff8e1')
      );
    })
    .join('');
  const tables = Array.from({ length: 6 }, (_, i) => {
    const row = i < 3 ? 0 : 1;
    const x = w * (0.2 + (i % 3) * 0.3 + row * 0.05);
    const y = floorY + h * (0.12 + row * 0.18);
    const r = w * (0.06 + row * 0.025);
    return (
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.35)}" fill="#ffffff"/>` +
      circle(x, y - r * 0.25, r * 0.18, p.petal)
    );
  }).join('');
  return {
    sky: [hsl(wall, 45, 88), hsl(wall - 5, 40, 76)],
    body:
      rect(0, floorY, w, h - floorY, hsl(wall - 10, 30, 62)) +
      poly(
        [
          [0, 0],
          [w * 0.16, 0],
          [w * 0.08, floorY],
          [0, floorY],
        ],
        drape,
      ) +
      poly(
        [
          [w, 0],
          [w * 0.84, 0],
          [w * 0.92, floorY],
          [w, floorY],
        ],
        drape,
      ) +
      chandeliers +
      tables,
  };
};

/** A convention hall: a wide stage with screens, long rows of tables. */
const convention: Draw = (random, { width: w, height: h }, p) => {
  const stageY = h * 0.5;
  const screens = [0.12, 0.7]
    .map((f) => rect(w * f, h * 0.16, w * 0.18, h * 0.14, hsl(210, 40, 30), ' rx="6"'))
    .join('');
  const rows = Array.from({ length: 4 }, (_, i) => {
    const y = stageY + h * (0.1 + i * 0.11);
    const inset = w * (0.18 - i * 0.04);
    return rect(inset, y, w - inset * 2, h * 0.03, '#ffffff', ' opacity="0.9"');
  }).join('');
  return {
    sky: [hsl(210, 20, 92), hsl(215, 25, 80)],
    body:
      rect(0, stageY, w, h - stageY, hsl(190 + random() * 50, 15, 60 + random() * 12)) +
      rect(w * 0.32, h * 0.12, w * 0.36, h * 0.3, p.light) +
      rect(w * 0.34, h * 0.14, w * 0.32, h * 0.26, hsl(random() * 360, 40, 78)) +
      rect(w * 0.2, stageY - h * 0.05, w * 0.6, h * 0.05, hsl(215, 20, 45)) +
      screens +
      rows,
  };
};

/** A house wedding: a big window with greenery, wooden floor, a few chairs. */
const house: Draw = (random, { width: w, height: h }, p) => {
  const floorY = h * 0.64;
  const shift = (random() - 0.5) * w * 0.3;
  const leaves = Array.from({ length: 10 }, () =>
    circle(
      w * (0.3 + random() * 0.4),
      h * (0.15 + random() * 0.3),
      w * (0.03 + random() * 0.04),
      hsl(100 + random() * 40, 35, 55),
      ' opacity="0.8"',
    ),
  ).join('');
  const chairs = Array.from({ length: 4 }, (_, i) =>
    rect(w * (0.14 + i * 0.2), floorY + h * 0.12, w * 0.07, h * 0.12, '#ffffff', ' rx="4"'),
  ).join('');
  return {
    sky: [hsl(35, 40, 94), hsl(30, 35, 86)],
    body:
      rect(0, floorY, w, h - floorY, hsl(20 + random() * 20, 45, 50 + random() * 14)) +
      rect(shift + w * 0.26, h * 0.1, w * 0.48, h * 0.44, hsl(190, 50, 88)) +
      leaves +
      `<path d="M${r1(shift + w * 0.5)} ${r1(h * 0.1)} V${r1(h * 0.54)} M${r1(shift + w * 0.26)} ${r1(h * 0.32)} H${r1(shift + w * 0.74)}" stroke="#ffffff" stroke-width="8"/>` +
      rect(w * 0.4, floorY - h * 0.02, w * 0.2, h * 0.05, p.petal) +
      chairs,
  };
};

/** A garden: sky, trees, lawn and a flower arch. */
const garden: Draw = (random, { width: w, height: h }, p) => {
  const groundY = h * 0.6;
  const treeCount = 4 + Math.floor(random() * 3);
  const trees = Array.from({ length: treeCount }, (_, i) => {
    const x = w * (0.05 + (i * 0.9) / (treeCount - 1) + (random() - 0.5) * 0.05);
    const r = w * (0.07 + random() * 0.04);
    return circle(x, groundY - r * 0.6, r, hsl(110 + random() * 30, 40, 42 + random() * 10));
  }).join('');
  const arch = `<path d="M${r1(w * 0.38)} ${r1(h * 0.86)} V${r1(h * 0.42)} A${r1(w * 0.12)} ${r1(w * 0.12)} 0 0 1 ${r1(w * 0.62)} ${r1(h * 0.42)} V${r1(h * 0.86)}" stroke="#ffffff" stroke-width="12" fill="none"/>`;
  const blossoms = Array.from({ length: 12 }, (_, i) => {
    const a = Math.PI + (i / 11) * Math.PI;
    return circle(
      w * 0.5 + Math.cos(a) * w * 0.12,
      h * 0.42 + Math.sin(a) * w * 0.12,
      w * 0.018,
      i % 2 ? p.petal : p.accent,
    );
  }).join('');
  return {
    sky: [hsl(190 + random() * 25, 70, 80 + random() * 6), hsl(195, 55, 92)],
    body:
      circle(w * 0.85, h * 0.14, h * 0.06, '#fff7d6') +
      trees +
      rect(0, groundY, w, h - groundY, hsl(100, 40, 60)) +
      poly(
        [
          [w * 0.47, groundY],
          [w * 0.53, groundY],
          [w * 0.62, h],
          [w * 0.38, h],
        ],
        '#ffffff',
        ' opacity="0.7"',
      ) +
      arch +
      blossoms,
  };
};

/** A hanok: a curved tiled roof over wooden pillars and a courtyard. */
const hanok: Draw = (random, { width: w, height: h }, p) => {
  const roofY = h * 0.26;
  const baseY = h * 0.62;
  const wood = hsl(20, 45, 32 + random() * 6);
  const bays = 3 + Math.floor(random() * 3);
  const bay = 0.68 / bays;
  const pillars = Array.from({ length: bays + 1 }, (_, i) =>
    rect(w * (0.16 + i * bay), roofY + h * 0.06, w * 0.025, baseY - roofY - h * 0.06, wood),
  ).join('');
  const doors = Array.from({ length: bays }, (_, i) =>
    rect(w * (0.16 + i * bay + 0.03), roofY + h * 0.12, w * (bay - 0.04), h * 0.2, hsl(40, 40, 90), ' opacity="0.9"'),
  ).join('');
  const roof = hsl(200 + random() * 30, 10 + random() * 10, 25 + random() * 12);
  return {
    sky: [hsl(205, 45, 86), hsl(40, 40, 92)],
    body:
      `<path d="M${r1(w * 0.02)} ${r1(roofY)} Q${r1(w * 0.5)} ${r1(roofY + h * 0.08)} ${r1(w * 0.98)} ${r1(roofY)} L${r1(w * 0.86)} ${r1(roofY - h * 0.12)} Q${r1(w * 0.5)} ${r1(roofY - h * 0.06)} ${r1(w * 0.14)} ${r1(roofY - h * 0.12)} Z" fill="${roof}"/>` +
      rect(w * 0.12, roofY + h * 0.04, w * 0.76, h * 0.03, wood) +
      doors +
      pillars +
      rect(w * 0.08, baseY, w * 0.84, h * 0.05, hsl(30, 15, 70)) +
      rect(0, baseY + h * 0.05, w, h, hsl(30 + random() * 15, 30, 72 + random() * 10)) +
      circle(w * 0.5, h * 0.82, w * 0.05, p.petal) +
      rect(w * 0.44, h * 0.8, w * 0.12, h * 0.03, '#b22d3a', ' opacity="0.8"'),
  };
};

/** The scenes other than the bright hall (drawn by svg-scene.ts's own aisle-and-arch). */
export const SCENE_DRAWINGS: Readonly<Partial<Record<HallScene, Draw>>> = {
  chapel,
  dark,
  hotel,
  convention,
  house,
  garden,
  hanok,
};
