import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskByteCache } from '../src/shared/disk-byte-cache.ts';

describe('disk byte cache (decision 0020: the generated-image files are capped by bytes)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'disk-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const bytes = (n: number) => Buffer.alloc(n, 1);

  it('keeps at most maxBytes on disk, dropping the oldest files first', async () => {
    const cache = createDiskByteCache({ dir, maxBytes: 100 });
    await cache.set('a/1.jpg', bytes(40));
    await cache.set('a/2.jpg', bytes(40));
    expect(await cache.bytes()).toBe(80);
    await cache.set('b/3.jpg', bytes(40));
    expect(await cache.bytes()).toBe(80);
    expect(existsSync(path.join(dir, 'a/1.jpg'))).toBe(false);
    expect((await cache.get('a/2.jpg'))?.byteLength).toBe(40);
    expect((await cache.get('b/3.jpg'))?.byteLength).toBe(40);
    expect(await cache.get('a/1.jpg')).toBeUndefined();
  });

  it('counts the files already there at start, oldest by modification time, and never stores a file past the cap', async () => {
    await mkdir(path.join(dir, 'x'), { recursive: true });
    await writeFile(path.join(dir, 'x/old.jpg'), bytes(50));
    await writeFile(path.join(dir, 'x/new.jpg'), bytes(50));
    await utimes(path.join(dir, 'x/old.jpg'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const cache = createDiskByteCache({ dir, maxBytes: 120 });
    expect(await cache.bytes()).toBe(100);
    await cache.set('x/third.jpg', bytes(30));
    expect(existsSync(path.join(dir, 'x/old.jpg'))).toBe(false);
    expect(existsSync(path.join(dir, 'x/new.jpg'))).toBe(true);
    await cache.set('x/huge.jpg', bytes(500));
    expect(existsSync(path.join(dir, 'x/huge.jpg'))).toBe(false);
    expect(await cache.bytes()).toBe(80);
  });

  it('replacing a file counts its new size only', async () => {
    const cache = createDiskByteCache({ dir, maxBytes: 100 });
    await cache.set('same.jpg', bytes(30));
    await cache.set('same.jpg', bytes(60));
    expect(await cache.bytes()).toBe(60);
  });
});
