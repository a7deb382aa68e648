import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';

/**
 * Renders (cache misses) per client address: 300 a minute, one CPU-bound render of ~60 ms each at most 5 a
 * second from one address (decision 0020). Cached images are not counted, so browsing never meets it.
 */
export const MEDIA_RENDER_RULE: RateRule = { name: 'media-render-ip', limit: 300, windowMs: 60 * 1000 };

/** Counted once per request however many renders it needs (a proxied generated image needs two). */
export type RenderBudget = { charge(): Promise<void> };

export function createRenderBudget(limiter: RateLimiter, ip: string): RenderBudget {
  let charged: Promise<void> | undefined;
  return {
    charge() {
      charged ??= enforceRateLimits(
        limiter,
        [{ rule: MEDIA_RENDER_RULE, key: ip }],
        '이미지 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      );
      return charged;
    },
  };
}
