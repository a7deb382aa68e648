import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';
import type { RateLimiter, RateRule } from '../../src/shared/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter, REDIS_RATE_LIMIT_PREFIX } from '../../src/shared/rate-limit/redis-rate-limiter.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from '../helpers/redis.ts';

// Decision 0032: the upload budget spends megapixels, so a hit may weigh more than one; in memory and on Redis
// (where several processes share it) alike.

const hasRedis = await redisAvailable();
const prefix = `${REDIS_RATE_LIMIT_PREFIX}test:${randomUUID()}:`;
const limiters: Record<string, () => RateLimiter> = {
  memory: () => createMemoryRateLimiter(),
  ...(hasRedis || REDIS_REQUIRED ? { redis: () => createRedisRateLimiter(TEST_REDIS_URL, { keyPrefix: prefix }) } : {}),
};

afterAll(async () => {
  if (!hasRedis) return;
  const admin = new Redis(TEST_REDIS_URL);
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  admin.disconnect();
});

describe.each(Object.keys(limiters))('weighted hits (%s)', (kind) => {
  it('spends the cost of each hit, refuses the hit that crosses the limit, and says when the window ends', async () => {
    const limiter = limiters[kind]!();
    const rule: RateRule = { name: `mpx-${randomUUID()}`, limit: 100, windowMs: 60_000 };
    try {
      expect(await limiter.hit(rule, 'k', 60)).toMatchObject({ allowed: true, remaining: 40 });
      expect(await limiter.hit(rule, 'k', 40)).toMatchObject({ allowed: true, remaining: 0 });
      const over = await limiter.hit(rule, 'k', 1);
      expect(over.allowed).toBe(false);
      expect(over.retryAfterMs).toBeGreaterThan(0);
      expect(over.retryAfterMs).toBeLessThanOrEqual(60_000);
      // A plain hit still counts one.
      expect(await limiter.hit(rule, 'other')).toMatchObject({ allowed: true, remaining: 99 });
      expect(await limiter.peek(rule, 'k')).toBe(101);
    } finally {
      await limiter.close();
    }
  });
});
