import { ACCOUNT_MESSAGES, normalizeEmail } from '@wedding/domain/account-rules';
import { decodePassword } from '@wedding/domain/password';
import type { PasswordHasher } from '../../shared/password-hasher.ts';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../shared/rate-limit/rate-limiter.ts';
import { loginFailed } from './auth-errors.ts';
import type { CredentialsRepository } from './credentials-repository.ts';
import type { SessionService } from './session-service.ts';

// Decision 0009: 10 tries per login id and 30 per IP in 10 minutes.
const TEN_MINUTES = 10 * 60 * 1000;
export const LOGIN_PER_ID_RULE: RateRule = { name: 'login-id', limit: 10, windowMs: TEN_MINUTES };
export const LOGIN_PER_IP_RULE: RateRule = { name: 'login-ip', limit: 30, windowMs: TEN_MINUTES };

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
      await enforceRateLimits(
        deps.rateLimiter,
        [
          { rule: LOGIN_PER_ID_RULE, key: email },
          { rule: LOGIN_PER_IP_RULE, key: ip },
        ],
        ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED,
      );
      const password = decodeOrNull(pwd);
      const account = await deps.credentials.findByEmail(email);
      // verify(null, …) hashes a dummy, so a missing account costs what a wrong password does.
      const ok = await deps.passwordHasher.verify(account?.passwordHash ?? null, password ?? '');
      if (!account || password === null || !ok) throw loginFailed();
      await deps.rateLimiter.reset(LOGIN_PER_ID_RULE, email);
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
