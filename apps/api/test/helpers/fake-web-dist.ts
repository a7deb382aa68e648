import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A minimal Vite-like build: index.html, a hashed asset and a root file. */
export async function writeFakeWebDist(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}
