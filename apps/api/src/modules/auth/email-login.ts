import { ACCOUNT_MESSAGES, normalizeEmail } from '@wedding/domain/account-rules';
import { decodePassword } from '@wedding/domain/password';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import { loginFailed } from './auth-errors.ts';
import type { CredentialsRepository } from './credentials-repository.ts';
import type { SessionService } from './session-service.ts';

// Decision 0016. No limit here shuts an account for everyone: a stranger's wrong passwords cost the owner
// at most a few seconds per try, never ten minutes.
const TEN_MINUTES = 10 * 60 * 1000;
/** Tries per (login id, IP) in 10 minutes; a success clears it. */
export const LOGIN_PER_ID_AND_IP_RULE: RateRule = { name: 'login-id-ip', limit: 10, windowMs: TEN_MINUTES };
/** Tries per IP across login ids in 10 minutes. */
export const LOGIN_PER_IP_RULE: RateRule = { name: 'login-ip', limit: 30, windowMs: TEN_MINUTES };
/** Wrong passwords per login id from anywhere in an hour; past this the id is paced (below). */
export const LOGIN_ID_FAILURES_RULE: RateRule = { name: 'login-id-failures', limit: 20, windowMs: 60 * 60 * 1000 };
/** The slower global backoff: while an id is past its failures, one try per 5 seconds from anywhere. */
export const LOGIN_ID_PACE_RULE: RateRule = { name: 'login-id-pace', limit: 1, windowMs: 5 * 1000 };

export type EmailLoginService = {
  /**
   * Checks an email and a base64 password and answers a one-time login token. Every failure (unknown
   * email, wrong password, undecodable password) is the same 401 LOGIN_FAILED after the same argon2 work,
   * so the answer never tells whether an account exists.
   */
  login(input: { loginId: string; pwd: string; ip: string }): Promise<{ loginToken: string }>;
};

export function createEmailLoginService(deps: {
  credentials: CredentialsRepository;
  passwordHasher: PasswordHasher;
  rateLimiter: RateLimiter;
  sessions: SessionService;
}): EmailLoginService {
  return {
    async login({ loginId, pwd, ip }) {
      const email = normalizeEmail(loginId);
      const limits = deps.rateLimiter;
      const pairKey = `${email}|${ip}`;
      const checks = [
        { rule: LOGIN_PER_IP_RULE, key: ip },
        { rule: LOGIN_PER_ID_AND_IP_RULE, key: pairKey },
      ];
      // Many addresses guessing one id: every try, the owner's included, waits its turn of 5 seconds.
      const failures = await limits.peek(LOGIN_ID_FAILURES_RULE, email);
      if (failures >= LOGIN_ID_FAILURES_RULE.limit) checks.push({ rule: LOGIN_ID_PACE_RULE, key: email });
      await enforceRateLimits(limits, checks, ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED);

      const password = decodeOrNull(pwd);
      const account = await deps.credentials.findByEmail(email);
      // verify(null, …) hashes a dummy, so a missing account costs what a wrong password does.
      const ok = await deps.passwordHasher.verify(account?.passwordHash ?? null, password ?? '');
      if (!account || password === null || !ok) {
        // Counted for unknown ids too, so the pacing does not tell which ids exist.
        await limits.hit(LOGIN_ID_FAILURES_RULE, email);
        throw loginFailed();
      }
      await limits.reset(LOGIN_PER_ID_AND_IP_RULE, pairKey);
      return { loginToken: await deps.sessions.issueLoginToken(account.id) };
    },
  };
}

function decodeOrNull(pwd: string): string | null {
  try {
    return decodePassword(pwd);
  } catch {
    return null;
  }
}
