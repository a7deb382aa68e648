import { describe, expect, it } from 'vitest';
import { ByteLruCache } from '../src/shared/byte-lru-cache.ts';

const bytes = (n: number) => Buffer.alloc(n);

describe('ByteLruCache', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const cache = new ByteLruCache<Buffer>(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    cache.get('a'); // a is now the most recent
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('ignores an entry bigger than the whole budget and replaces existing keys', () => {
    const cache = new ByteLruCache<Buffer>(100);
    cache.set('a', bytes(10));
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', bytes(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
  });
});
