import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { describe, expect, it } from 'vitest';
import { createEmailLoginService, LOGIN_PER_ID_RULE, LOGIN_PER_IP_RULE } from '../../src/modules/auth/email-login.ts';
import type { SessionService } from '../../src/modules/auth/session-service.ts';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';

describe('login limits (decision 0009: 10 per login id, 30 per IP, per 10 minutes)', () => {
  it('states the numbers of the decision', () => {
    expect(LOGIN_PER_ID_RULE).toMatchObject({ limit: 10, windowMs: 10 * 60 * 1000 });
    expect(LOGIN_PER_IP_RULE).toMatchObject({ limit: 30, windowMs: 10 * 60 * 1000 });
  });

  it('lets a blocked login id try again once its 10-minute window has passed', async () => {
    let clock = Date.parse('2027-03-01T09:00:00Z');
    const service = createEmailLoginService({
      credentials: { findByEmail: async () => ({ id: 1, passwordHash: 'stored' }) },
      // Stand-in hasher: the limit, not argon2, is under test here.
      passwordHasher: {
        hash: async (p) => p,
        verify: async (hashed, plain) => hashed === 'stored' && plain === 'right',
      },
      rateLimiter: createMemoryRateLimiter(() => clock),
      sessions: { issueLoginToken: async () => 'login-token' } as unknown as SessionService,
    });
    const attempt = (pwd: string) =>
      service.login({ loginId: 'a@example.com', pwd: encodePassword(pwd), ip: '198.51.100.1' });

    for (let i = 0; i < 10; i++) await expect(attempt('wrong')).rejects.toMatchObject({ status: 401 });
    await expect(attempt('right')).rejects.toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED });
    clock += 10 * 60 * 1000 - 1;
    await expect(attempt('right')).rejects.toMatchObject({ status: 429 });
    clock += 1;
    await expect(attempt('right')).resolves.toEqual({ loginToken: 'login-token' });
  });
});
