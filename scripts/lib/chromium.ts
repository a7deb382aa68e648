// The Chromium that browser tests and benchmarks drive (decision 0011). Test tools cannot download
// browsers here, so the order is: CHROMIUM_PATH when set; Debian's /usr/bin/chromium when installed;
// otherwise the Chromium shipped inside the npm package @sparticuz/chromium, which needs no root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags DESIGN.md §2 names: without the networking ones Chromium keeps dialling hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Libraries ldd cannot find for a binary (empty when it would start). */
export function missingLibraries(binary: string): string[] {
  try {
    const out = execFileSync('ldd', [binary], { encoding: 'utf8', env: process.env });
    return out
      .split('\n')
      .filter((line) => line.includes('not found'))
      .map((line) => line.trim().split(' ')[0] ?? line);
  } catch {
    return [];
  }
}

/**
 * The packaged Chromium links NSS, NSPR and expat, which a bare Debian may lack. The package ships
 * them (built for Amazon Linux 2023, same glibc line); unpack them once and put them on the
 * library path, which the browser process inherits.
 */
function provideBundledLibraries(binary: string): void {
  if (missingLibraries(binary).length === 0) return;
  const libDir = join(tmpdir(), 'wedding-chromium-libs');
  if (!existsSync(join(libDir, 'lib', 'libnss3.so'))) {
    const require = createRequire(import.meta.url);
    const bin = join(require.resolve('@sparticuz/chromium/package.json'), '..', 'bin');
    mkdirSync(libDir, { recursive: true });
    const tar = join(libDir, 'al2023.tar');
    writeFileSync(tar, brotliDecompressSync(readFileSync(join(bin, 'al2023.tar.br'))));
    execFileSync('tar', ['-xf', tar, '-C', libDir]);
  }
  process.env.LD_LIBRARY_PATH = [join(libDir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  const still = missingLibraries(binary);
  if (still.length) throw new Error(`Chromium (${binary}) still lacks ${still.join(', ')}`);
}

/**
 * Resolves the browser once and records it in CHROMIUM_PATH, so child processes (Playwright's
 * workers load the config again) reuse it instead of unpacking the package concurrently.
 */
export async function resolveChromium(systemCandidates: readonly string[] = SYSTEM_CHROMIUM): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH || systemCandidates.find((path) => existsSync(path));
  if (chosen) return chosen;
  const { default: packaged } = await import('@sparticuz/chromium');
  const binary = await packaged.executablePath();
  provideBundledLibraries(binary);
  process.env.CHROMIUM_PATH = binary;
  return binary;
}
