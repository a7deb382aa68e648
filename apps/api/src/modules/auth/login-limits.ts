import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import {
  LOGIN_ID_FAILURES_RULE,
  LOGIN_ID_PACE_RULE,
  LOGIN_PER_ID_AND_IP_RULE,
  LOGIN_PER_IP_RULE,
} from './email-login.ts';

const RATE_LIMITED = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

export type LoginLimits = {
  /** Before a try: per address, per (id, address), and the 5-second pacing once an id is past its failures. */
  check(email: string, ip: string): Promise<void>;
  /** A wrong password or second-factor code. */
  failed(email: string): Promise<void>;
  /** A success clears the (id, address) count. */
  succeeded(email: string, ip: string): Promise<void>;
};

/**
 * The customer login's lockout and pacing numbers (decision 0016) for a console's sign-in, in a key space of its
 * own (`prefix`): failures on one console never pace an account of the same address on another.
 */
export function createLoginLimits(limits: RateLimiter, prefix: string): LoginLimits {
  const rule = (r: RateRule): RateRule => ({ ...r, name: `${prefix}-${r.name}` });
  const perIp = rule(LOGIN_PER_IP_RULE);
  const perIdAndIp = rule(LOGIN_PER_ID_AND_IP_RULE);
  const idFailures = rule(LOGIN_ID_FAILURES_RULE);
  const idPace = rule(LOGIN_ID_PACE_RULE);
  return {
    async check(email, ip) {
      const checks = [
        { rule: perIp, key: ip },
        { rule: perIdAndIp, key: `${email}|${ip}` },
      ];
      if ((await limits.peek(idFailures, email)) >= idFailures.limit) checks.push({ rule: idPace, key: email });
      await enforceRateLimits(limits, checks, RATE_LIMITED);
    },
    failed: (email) => limits.hit(idFailures, email).then(() => {}),
    succeeded: (email, ip) => limits.reset(perIdAndIp, `${email}|${ip}`).then(() => {}),
  };
}
