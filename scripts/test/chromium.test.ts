import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { missingLibraries, resolveChromium } from '../lib/chromium.ts';

const saved = { path: process.env.CHROMIUM_PATH, libs: process.env.LD_LIBRARY_PATH };
afterEach(() => {
  for (const [key, value] of [
    ['CHROMIUM_PATH', saved.path],
    ['LD_LIBRARY_PATH', saved.libs],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('resolveChromium (decision 0011)', () => {
  it('uses CHROMIUM_PATH when it is set', async () => {
    process.env.CHROMIUM_PATH = '/opt/some/chromium';
    expect(await resolveChromium()).toBe('/opt/some/chromium');
  });

  it('prefers an installed system Chromium', async () => {
    delete process.env.CHROMIUM_PATH;
    expect(await resolveChromium(['/no/such/chromium', process.execPath])).toBe(process.execPath);
  });

  it('without a system Chromium unpacks the one inside @sparticuz/chromium, with every library it links', async () => {
    delete process.env.CHROMIUM_PATH;
    const binary = await resolveChromium([]);
    expect(existsSync(binary)).toBe(true);
    expect(missingLibraries(binary)).toEqual([]);
    expect(process.env.CHROMIUM_PATH).toBe(binary);
  }, 60_000);
});
