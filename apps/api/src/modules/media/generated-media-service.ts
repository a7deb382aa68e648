import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedMediaKind } from '@wedding/contract/media';
import sharp from 'sharp';
import { ByteLruCache } from '../../shared/byte-lru-cache.ts';
import { GENERATED_MEDIA_SIZES } from './kinds.ts';
import { buildSceneSvg } from './svg-scene.ts';

export type GeneratedMediaService = {
  /** JPEG bytes of the placeholder for kind/key; the key must already be validated. */
  render(kind: GeneratedMediaKind, key: string): Promise<Buffer>;
};

/**
 * Renders placeholders on demand. Three tiers: memory (bounded LRU), disk under DATA_DIR/media-cache
 * (survives restarts, so a demo page does not re-render hundreds of images), then sharp. Concurrent
 * requests for one image share a single render.
 */
export function createGeneratedMediaService(options: {
  cacheDir: string;
  maxMemoryBytes?: number;
}): GeneratedMediaService {
  const memory = new ByteLruCache<Buffer>(options.maxMemoryBytes ?? 32 * 1024 * 1024);
  const inFlight = new Map<string, Promise<Buffer>>();

  async function load(kind: GeneratedMediaKind, key: string): Promise<Buffer> {
    const file = path.join(options.cacheDir, 'generated', kind, `${key}.jpg`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    const size = GENERATED_MEDIA_SIZES[kind];
    const jpeg = await sharp(Buffer.from(buildSceneSvg(kind, key, size)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    // Write then rename, so a crash or a parallel process never leaves a half-written file behind.
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, jpeg);
    await rename(temp, file);
    return jpeg;
  }

  return {
    async render(kind, key) {
      const id = `${kind}/${key}`;
      const hit = memory.get(id);
      if (hit) return hit;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = load(kind, key).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      const jpeg = await pending;
      memory.set(id, jpeg);
      return jpeg;
    },
  };
}
