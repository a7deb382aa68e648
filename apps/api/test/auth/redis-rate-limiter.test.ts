import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter, RateRule } from '../../src/shared/rate-limit/rate-limiter.ts';
import { createRedisRateLimiter, REDIS_RATE_LIMIT_PREFIX } from '../../src/shared/rate-limit/redis-rate-limiter.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from '../helpers/redis.ts';

const REDIS_URL = TEST_REDIS_URL;
// Runs the Redis tests only where a Redis answers (REDIS_URL, or one on the default local port).
const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis && !REDIS_REQUIRED)('Redis rate limiter', () => {
  it('has a Redis to talk to', () => {
    expect(hasRedis, `no Redis answered at ${REDIS_URL}`).toBe(true);
  });

  // A prefix of its own per run, so parallel runs and real counts never meet.
  const prefix = `${REDIS_RATE_LIMIT_PREFIX}test:${randomUUID()}:`;
  let first: RateLimiter;
  let second: RateLimiter;
  let admin: Redis;
  beforeAll(() => {
    first = createRedisRateLimiter(REDIS_URL, { keyPrefix: prefix });
    second = createRedisRateLimiter(REDIS_URL, { keyPrefix: prefix });
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await Promise.all([first.close(), second.close(), admin.quit()]);
  });

  it('shares counts between two limiters, as between two API processes', async () => {
    const rule: RateRule = { name: 'shared', limit: 3, windowMs: 60_000 };
    expect(await first.hit(rule, 'k')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await second.hit(rule, 'k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await first.hit(rule, 'k')).toMatchObject({ allowed: true, remaining: 0 });
    const over = await second.hit(rule, 'k');
    expect(over.allowed).toBe(false);
    expect(over.retryAfterMs).toBeGreaterThan(0);
    expect(over.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another key of the same rule has its own count.
    expect(await first.hit(rule, 'other')).toMatchObject({ allowed: true, remaining: 2 });
    // peek reads the shared count without adding to it.
    expect(await second.peek(rule, 'k')).toBe(4);
    expect(await first.peek(rule, 'k')).toBe(4);
    expect(await first.peek(rule, 'never-hit')).toBe(0);
  });

  it('keeps a fixed window: the key expires windowMs after its first hit, and later hits do not extend it', async () => {
    const rule: RateRule = { name: 'window', limit: 1, windowMs: 300 };
    expect((await first.hit(rule, 'k')).allowed).toBe(true);
    const ttl = await admin.pttl(`${prefix}window:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await second.hit(rule, 'k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.hit(rule, 'k')).allowed).toBe(true);
  });

  it('forgets a key on reset, for every limiter', async () => {
    const rule: RateRule = { name: 'reset', limit: 1, windowMs: 60_000 };
    await first.hit(rule, 'k');
    expect((await second.hit(rule, 'k')).allowed).toBe(false);
    await first.reset(rule, 'k');
    expect((await second.hit(rule, 'k')).allowed).toBe(true);
  });

  it('is the app rate limiter when REDIS_URL is set, and closes with the app', async () => {
    const t = await buildTestApp({ env: { REDIS_URL } });
    const rule: RateRule = { name: `app-${randomUUID()}`, limit: 1, windowMs: 60_000 };
    try {
      await t.app.services.rateLimiter.hit(rule, 'k');
      expect(await admin.get(`${REDIS_RATE_LIMIT_PREFIX}${rule.name}:k`)).toBe('1');
    } finally {
      await admin.del(`${REDIS_RATE_LIMIT_PREFIX}${rule.name}:k`);
      await t.close();
    }
  });
});

describe('Redis rate limiter without Redis', () => {
  it('answers 503 rather than hanging when Redis is unreachable', async () => {
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1');
    try {
      await expect(limiter.hit({ name: 'x', limit: 1, windowMs: 1000 }, 'k')).rejects.toMatchObject({ status: 503 });
    } finally {
      await limiter.close();
    }
  });
});
