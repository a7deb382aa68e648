import type { RateLimiter } from './rate-limiter.ts';

type Window = { count: number; resetAt: number };

/** In-process fixed windows; expired windows are swept as new ones are written, so memory stays bounded. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    async hit(rule, key, cost = 1) {
      const at = now();
      sweep(at);
      const id = `${rule.name}:${key}`;
      let w = windows.get(id);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + rule.windowMs };
        windows.set(id, w);
      }
      w.count += cost;
      return {
        allowed: w.count <= rule.limit,
        remaining: Math.max(0, rule.limit - w.count),
        retryAfterMs: w.count <= rule.limit ? 0 : w.resetAt - at,
      };
    },
    async peek(rule, key) {
      const w = windows.get(`${rule.name}:${key}`);
      return w && w.resetAt > now() ? w.count : 0;
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}:${key}`);
    },
    async ping() {
      return 'off' as const;
    },
    async close() {
      windows.clear();
    },
  };
}
