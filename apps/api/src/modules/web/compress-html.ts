import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed for the client (static files go out pre-compressed; pages are made per
 * request). A slot list's HTML with its data is ~40 KB, ~8 KB in brotli: on a phone's link that is most of the
 * first paint's wait (decision 0023). Brotli at quality 4 takes about a millisecond for that.
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}
