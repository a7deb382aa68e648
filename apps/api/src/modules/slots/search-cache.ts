import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Short-lived values of the slot search (totals, page cursors). Redis when configured, so every API
 * process shares them (DESIGN §4); in-process otherwise. A cache that fails is a miss, never an error:
 * the search still answers, only slower.
 */
export type SearchCache = {
  /** Values in the order of `keys`; undefined where missing or expired. */
  getMany(keys: readonly string[]): Promise<(string | undefined)[]>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Forgets every key starting with one of `prefixes` (issue 26 §7: a hall's price or opening change must not
   * wait out a cached total or cursor). Rare, so a Redis SCAN is fine; failing is logged by the caller.
   */
  deleteByPrefix(prefixes: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

/** A Map kept in insertion order; reading an entry moves it to the recent end, the oldest go beyond `maxEntries`. */
export function createMemorySearchCache(options: { maxEntries?: number; now?: () => number } = {}): SearchCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async getMany(keys) {
      const at = now();
      return keys.map((key) => {
        const entry = entries.get(key);
        if (!entry) return undefined;
        entries.delete(key);
        if (entry.expiresAt <= at) return undefined;
        entries.set(key, entry);
        return entry.value;
      });
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    async deleteByPrefix(prefixes) {
      for (const key of [...entries.keys()]) if (prefixes.some((p) => key.startsWith(p))) entries.delete(key);
    },
    async close() {},
  };
}

export function createRedisSearchCache(redisUrl: string, keyPrefix: string): SearchCache {
  // A slow cache must not slow the search: give up quickly and compute instead.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500, enableOfflineQueue: false });
  redis.on('error', () => {});
  return {
    async getMany(keys) {
      if (keys.length === 0) return [];
      try {
        const values = await redis.mget(...keys.map((k) => keyPrefix + k));
        return values.map((v) => v ?? undefined);
      } catch {
        return keys.map(() => undefined);
      }
    },
    async set(key, value, ttlMs) {
      await redis.set(keyPrefix + key, value, 'PX', ttlMs).catch(() => {});
    },
    async deleteByPrefix(prefixes) {
      for (const prefix of prefixes) {
        // SCAN MATCH treats *, ? and [ as patterns; the prefixes are our own key words, escaped all the same.
        const pattern = `${(keyPrefix + prefix).replace(/[*?[\]\\]/g, '\\$&')}*`;
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export const REDIS_SEARCH_CACHE_PREFIX = 'wd:slots:';

/**
 * Redis when `redisUrl` is set, else in-process. `scope` names the database (its URL or data directory):
 * two databases sharing one Redis (the demo and the benchmark seed) never read each other's totals.
 */
export function createSearchCache(options: { redisUrl: string | undefined; scope: string }): SearchCache {
  if (!options.redisUrl) return createMemorySearchCache();
  const scope = createHash('sha256').update(options.scope).digest('base64url').slice(0, 12);
  return createRedisSearchCache(options.redisUrl, `${REDIS_SEARCH_CACHE_PREFIX}${scope}:`);
}
