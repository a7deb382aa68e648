import { Redis } from 'ioredis';
import { serviceUnavailable } from '../errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

// One round trip, atomic: count the hit (ARGV[2], its cost) and start the window's expiry when the key is new
// (fixed windows, decision 0009). The PTTL guard repairs a key that somehow lost its expiry, so it cannot block forever.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export const REDIS_RATE_LIMIT_PREFIX = 'wd:rl:';
/** Readiness waits this long for Redis's PONG: a dead or stalled Redis fails the probe instead of hanging it. */
export const REDIS_PING_TIMEOUT_MS = 500;

/** Counts shared by every API process on the same Redis (DESIGN §4). */
export function createRedisRateLimiter(redisUrl: string, options: { keyPrefix?: string } = {}): RateLimiter {
  const prefix = options.keyPrefix ?? REDIS_RATE_LIMIT_PREFIX;
  // Fail fast rather than queue requests behind a Redis that is down: a login then answers 503, not a hang.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  // Connection errors surface on the commands; without a listener ioredis would also print each one.
  redis.on('error', () => {});
  const keyOf = (ruleName: string, key: string) => `${prefix}${ruleName}:${key}`;

  return {
    async hit(rule, key, cost = 1) {
      let reply: unknown;
      try {
        reply = await redis.eval(HIT_SCRIPT, 1, keyOf(rule.name, key), String(rule.windowMs), String(cost));
      } catch (error) {
        throw Object.assign(serviceUnavailable(), { cause: error });
      }
      const [count, ttl] = (reply as [number, number]).map(Number) as [number, number];
      const allowed = count <= rule.limit;
      return { allowed, remaining: Math.max(0, rule.limit - count), retryAfterMs: allowed ? 0 : ttl };
    },
    async peek(rule, key) {
      try {
        return Number((await redis.get(keyOf(rule.name, key))) ?? 0);
      } catch (error) {
        throw Object.assign(serviceUnavailable(), { cause: error });
      }
    },
    async reset(rule, key) {
      try {
        await redis.del(keyOf(rule.name, key));
      } catch (error) {
        throw Object.assign(serviceUnavailable(), { cause: error });
      }
    },
    async ping() {
      const pong = redis.ping();
      // A PING answered or failed after the timeout has nothing left to say.
      pong.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis PING timed out')), REDIS_PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([pong, timeout]);
      } finally {
        clearTimeout(timer);
      }
      return 'ok' as const;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
