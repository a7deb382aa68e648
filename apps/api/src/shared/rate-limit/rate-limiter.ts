import { tooManyRequests } from '../errors.ts';

/** A fixed-window limit: at most `limit` hits per `windowMs` for one key. */
export type RateRule = { name: string; limit: number; windowMs: number };

export type RateCheck = { allowed: boolean; remaining: number; retryAfterMs: number };

/**
 * Counts hits per key. With REDIS_URL the counts live in Redis so several API processes share them
 * (DESIGN §4); otherwise in this process.
 */
export type RateLimiter = {
  /**
   * Counts `cost` (default 1) against the key: a weighted hit spends a budget (an upload's decoded megapixels),
   * where a plain one counts an event.
   */
  hit(rule: RateRule, key: string, cost?: number): Promise<RateCheck>;
  /** The key's count in its current window, without counting a hit (0 when none). */
  peek(rule: RateRule, key: string): Promise<number>;
  /** Forget a key's count (a successful login clears its failures). */
  reset(rule: RateRule, key: string): Promise<void>;
  /**
   * For readiness (GET /health/ready): 'ok' when the Redis holding the counts answers in time, 'off' when the
   * counts live in this process; rejects when Redis does not answer, since every limited call then fails.
   */
  ping(): Promise<'ok' | 'off'>;
  close(): Promise<void>;
};

/** Hits every rule; throws 429 with `message` (Korean) when any is over its limit. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: ReadonlyArray<{ rule: RateRule; key: string; cost?: number }>,
  message?: string,
): Promise<void> {
  for (const { rule, key, cost } of checks) {
    const result = await limiter.hit(rule, key, cost);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs, message);
  }
}
