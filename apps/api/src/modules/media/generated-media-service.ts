import path from 'node:path';
import { type GeneratedMediaKind, generatedMediaPath } from '@wedding/contract/media';
import sharp from 'sharp';
import { ByteLruCache } from '../../shared/byte-lru-cache.ts';
import { createDiskByteCache } from '../../shared/disk-byte-cache.ts';
import { notFound } from '../../shared/errors.ts';
import type { GeneratedMediaRepository } from './generated-media-repository.ts';
import { GENERATED_MEDIA_SIZES } from './kinds.ts';
import type { RenderBudget } from './render-budget.ts';
import { buildSceneSvg } from './svg-scene.ts';

export const IMAGE_NOT_FOUND_MESSAGE = '이미지를 찾을 수 없습니다.';

export type GeneratedMediaService = {
  /**
   * JPEG bytes of the placeholder for kind/key (the key already validated). Throws 404 for a path no row
   * refers to, and 429 when `budget` is spent and the image must be rendered.
   */
  render(kind: GeneratedMediaKind, key: string, budget: RenderBudget): Promise<Buffer>;
};

/** Memory per process; the disk's cap comes from MEDIA_CACHE_MAX_MB (decision 0020). */
const MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * Renders placeholders on demand, only for paths some row refers to. Three tiers: memory (bounded LRU),
 * disk (bounded by bytes; survives restarts, so a demo page does not re-render hundreds of images), then
 * sharp. Concurrent requests for one image share a single render.
 */
export function createGeneratedMediaService(options: {
  cacheDir: string;
  repository: GeneratedMediaRepository;
  maxDiskBytes: number;
  maxMemoryBytes?: number;
}): GeneratedMediaService {
  const memory = new ByteLruCache<Buffer>(options.maxMemoryBytes ?? MEMORY_BYTES);
  const disk = createDiskByteCache({
    dir: path.join(options.cacheDir, 'generated'),
    maxBytes: options.maxDiskBytes,
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  async function load(kind: GeneratedMediaKind, key: string, budget: RenderBudget): Promise<Buffer> {
    const file = path.join(kind, `${key}.jpg`);
    const cached = await disk.get(file);
    if (cached) return cached;
    if (!(await options.repository.exists(generatedMediaPath(kind, key)))) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    await budget.charge();
    const size = GENERATED_MEDIA_SIZES[kind];
    const jpeg = await sharp(Buffer.from(buildSceneSvg(kind, key, size)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await disk.set(file, jpeg);
    return jpeg;
  }

  return {
    async render(kind, key, budget) {
      const id = `${kind}/${key}`;
      const hit = memory.get(id);
      if (hit) return hit;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = load(kind, key, budget).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      const jpeg = await pending;
      memory.set(id, jpeg);
      return jpeg;
    },
  };
}
