import { API_ERROR_CODES } from '@wedding/contract/errors';
import { imageProxyWidth } from '@wedding/contract/media';
import sharp from 'sharp';
import { ByteLruCache } from '../../shared/byte-lru-cache.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { IMAGE_NOT_FOUND_MESSAGE } from '../media/generated-media-service.ts';
import type { LocalMediaSource } from '../media/local-media-source.ts';
import type { RenderBudget } from '../media/render-budget.ts';

export type ImageFormat = 'webp' | 'jpeg';
export type ProxiedImage = { body: Buffer; contentType: string };

export type ImageProxyService = {
  /**
   * `width` is rounded up to one of IMAGE_PROXY_WIDTHS (decision 0020), so an image has a handful of
   * renditions. A rendition not cached is made on `budget` (429 when spent).
   */
  resize(input: { src: string; width: number; format: ImageFormat; budget: RenderBudget }): Promise<ProxiedImage>;
};

const INVALID_SOURCE_MESSAGE = '이미지 주소가 올바르지 않습니다. /media/ 로 시작하는 경로만 사용할 수 있습니다.';

/**
 * Accepts only a plain local path under /media/. Anything that a URL parser would read as another
 * origin (`//host`, `http:`, backslashes) or that walks upwards (`..`) is refused: the proxy must never
 * fetch remote URLs (SSRF) or read outside the media store.
 */
export function isLocalMediaPath(src: string): boolean {
  if (!src.startsWith('/media/') || src.includes('\\') || src.includes('..') || src.includes('//')) return false;
  if (/[?#%\s]/.test(src)) return false;
  const parsed = new URL(src, 'http://local.invalid');
  return parsed.host === 'local.invalid' && parsed.pathname === src;
}

export function createImageProxyService(options: {
  source: LocalMediaSource;
  maxMemoryBytes?: number;
}): ImageProxyService {
  const cache = new ByteLruCache<Buffer>(options.maxMemoryBytes ?? 64 * 1024 * 1024);

  return {
    async resize({ src, width: asked, format, budget }) {
      const width = imageProxyWidth(asked);
      if (!isLocalMediaPath(src)) throw badRequest(INVALID_SOURCE_MESSAGE, API_ERROR_CODES.INVALID_IMAGE_SOURCE);
      const contentType = `image/${format}`;
      const cacheKey = `${src}|${width}|${format}`;
      const cached = cache.get(cacheKey);
      if (cached) return { body: cached, contentType };

      const original = await options.source.load(src, budget);
      if (!original) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      await budget.charge();
      // withoutEnlargement: a 200 px avatar asked at 1200 stays 200 px instead of turning blurry and heavy.
      const pipeline = sharp(original).rotate().resize({ width, withoutEnlargement: true });
      const body = await (format === 'webp'
        ? pipeline.webp({ quality: 80 })
        : pipeline.jpeg({ quality: 80, mozjpeg: true })
      ).toBuffer();
      cache.set(cacheKey, body);
      return { body, contentType };
    },
  };
}
