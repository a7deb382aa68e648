import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { enforceRateLimits, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';

/**
 * Community writes per customer (issue 11): reviews, edits, comments, reports and blocks share these limits, so
 * one account cannot flood a partner's page. A person writing by hand never meets them.
 */
export const COMMUNITY_WRITE_RULES: readonly RateRule[] = [
  { name: 'community-write-minute', limit: 10, windowMs: 60_000 },
  { name: 'community-write-day', limit: 200, windowMs: 24 * 60 * 60_000 },
];
export const COMMUNITY_WRITE_LIMIT_MESSAGE = '글을 너무 자주 쓰고 있어요. 잠시 후 다시 시도해 주세요.';

export function enforceCommunityWriteLimit(limiter: RateLimiter, customerId: number): Promise<void> {
  return enforceRateLimits(
    limiter,
    COMMUNITY_WRITE_RULES.map((rule) => ({ rule, key: String(customerId) })),
    COMMUNITY_WRITE_LIMIT_MESSAGE,
  );
}
