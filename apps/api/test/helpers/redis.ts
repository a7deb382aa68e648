import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL (or the default local port), so Redis tests can skip cleanly without one. */
export async function redisAvailable(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** CI provides Redis and sets REQUIRE_REDIS=1: there a missing Redis fails the Redis tests instead of skipping them. */
export const REDIS_REQUIRED = process.env.REQUIRE_REDIS === '1';
