import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

export const FAKE_COMPRESSED_JS = `console.log(${JSON.stringify('웨딩'.repeat(400))});`;

/** A minimal Vite-like build: index.html, hashed assets (one with .br/.gz copies, as the build writes) and a root file. */
export async function writeFakeWebDist(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  const big = path.join(dir, 'assets', 'big-def456.js');
  await writeFile(big, FAKE_COMPRESSED_JS);
  await writeFile(`${big}.br`, brotliCompressSync(FAKE_COMPRESSED_JS));
  await writeFile(`${big}.gz`, gzipSync(FAKE_COMPRESSED_JS));
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}
