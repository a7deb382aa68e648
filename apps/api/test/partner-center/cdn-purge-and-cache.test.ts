import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemorySearchCache,
  createRedisSearchCache,
  REDIS_SEARCH_CACHE_PREFIX,
} from '../../src/modules/slots/search-cache.ts';
import { createCdnPurge } from '../../src/shared/cdn-purge.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from '../helpers/redis.ts';

const hasRedis = await redisAvailable();

// Issue 26 §7: the CDN purge hook against a local fake, and the slot caches a calendar change clears.
describe('CDN purge hook', () => {
  const received: unknown[] = [];
  let status = 200;
  let url: string;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(raw) });
      res.writeHead(status).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the changed paths once each as JSON', async () => {
    const purge = createCdnPurge({ url });
    expect(await purge.purgePaths(['/v3/a', '/v3/a', '/v3/b'])).toBe(true);
    expect(received.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: { paths: ['/v3/a', '/v3/b'] } });
  });

  it('is off without CDN_PURGE_URL, and a refusing or missing hook never throws', async () => {
    expect(createCdnPurge({ url: undefined }).enabled).toBe(false);
    expect(await createCdnPurge({ url: undefined }).purgePaths(['/x'])).toBe(false);
    status = 500;
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => warnings.push(msg) };
    expect(await createCdnPurge({ url, log }).purgePaths(['/x'])).toBe(false);
    expect(await createCdnPurge({ url: 'http://127.0.0.1:1/purge', log, timeoutMs: 500 }).purgePaths(['/x'])).toBe(
      false,
    );
    expect(warnings).toEqual(['CDN purge refused', 'CDN purge failed']);
    status = 200;
  });
});

describe('slot search cache clearing', () => {
  it('forgets the keys under the given prefixes only (in process)', async () => {
    const cache = createMemorySearchCache();
    await cache.set('total:a', '1', 60_000);
    await cache.set('cursor:a:1', '[]', 60_000);
    await cache.set('other', 'x', 60_000);
    await cache.deleteByPrefix(['total:', 'cursor:']);
    expect(await cache.getMany(['total:a', 'cursor:a:1', 'other'])).toEqual([undefined, undefined, 'x']);
  });

  it.skipIf(!REDIS_REQUIRED && !hasRedis)('forgets them in Redis, for every API process', async () => {
    const prefix = `${REDIS_SEARCH_CACHE_PREFIX}test:${randomUUID()}:`;
    const cache = createRedisSearchCache(TEST_REDIS_URL, prefix);
    try {
      for (let i = 0; i < 50 && (await cache.getMany(['total:a']))[0] === undefined; i++) {
        await cache.set('total:a', '1', 60_000);
        await new Promise((r) => setTimeout(r, 20));
      }
      await cache.set('partners:x', '[1]', 60_000);
      await cache.set('keep', 'x', 60_000);
      await cache.deleteByPrefix(['total:', 'partners:']);
      expect(await cache.getMany(['total:a', 'partners:x', 'keep'])).toEqual([undefined, undefined, 'x']);
    } finally {
      await cache.close();
    }
  });
});
