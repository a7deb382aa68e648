import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * The compressor a rendered page is streamed through (static files go out pre-compressed; pages are made per
 * request). A slot list's HTML with its data is ~40 KB, ~8 KB in brotli: on a phone's link that is most of the
 * first paint's wait (decision 0023). Brotli at quality 4 takes about a millisecond for that. The renderer
 * calls `flush` after each of its flushes, so the first screen leaves before the streamed sections (0035).
 */
export function htmlCompressor(acceptEncoding: string | undefined): {
  stream: Transform & { flush?: () => void };
  encoding: 'br' | 'gzip' | null;
} {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return { stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { stream: createGzip({ level: 6 }), encoding: 'gzip' };
  return { stream: new PassThrough(), encoding: null };
}
