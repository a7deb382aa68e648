import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { describe, expect, it } from 'vitest';
import {
  createEmailLoginService,
  LOGIN_ID_FAILURES_RULE,
  LOGIN_ID_PACE_RULE,
  LOGIN_PER_ID_AND_IP_RULE,
  LOGIN_PER_IP_RULE,
} from '../../src/modules/auth/email-login.ts';
import type { SessionService } from '../../src/modules/auth/session-service.ts';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';

describe('login limits (decision 0016: 10 per id and IP, 30 per IP, per 10 minutes; 20 failures an hour pace an id)', () => {
  it('states the numbers of the decision', () => {
    expect(LOGIN_PER_ID_AND_IP_RULE).toMatchObject({ limit: 10, windowMs: 10 * 60 * 1000 });
    expect(LOGIN_PER_IP_RULE).toMatchObject({ limit: 30, windowMs: 10 * 60 * 1000 });
    expect(LOGIN_ID_FAILURES_RULE).toMatchObject({ limit: 20, windowMs: 60 * 60 * 1000 });
    expect(LOGIN_ID_PACE_RULE).toMatchObject({ limit: 1, windowMs: 5 * 1000 });
  });

  let clock = Date.parse('2027-03-01T09:00:00Z');
  const service = () =>
    createEmailLoginService({
      credentials: { findByEmail: async () => ({ id: 1, passwordHash: 'stored' }) },
      // Stand-in hasher: the limit, not argon2, is under test here.
      passwordHasher: {
        hash: async (p) => p,
        verify: async (hashed, plain) => hashed === 'stored' && plain === 'right',
      },
      rateLimiter: createMemoryRateLimiter(() => clock),
      sessions: { issueLoginToken: async () => 'login-token' } as unknown as SessionService,
    });

  it('lets a blocked (id, IP) pair try again once its 10-minute window has passed', async () => {
    const login = service();
    const attempt = (pwd: string) =>
      login.login({ loginId: 'a@example.com', pwd: encodePassword(pwd), ip: '198.51.100.1' });

    for (let i = 0; i < 10; i++) await expect(attempt('wrong')).rejects.toMatchObject({ status: 401 });
    await expect(attempt('right')).rejects.toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED });
    clock += 10 * 60 * 1000 - 1;
    await expect(attempt('right')).rejects.toMatchObject({ status: 429 });
    clock += 1;
    await expect(attempt('right')).resolves.toEqual({ loginToken: 'login-token' });
  });

  it('paces an id past 20 failures an hour to one try per 5 s from anywhere, and stops pacing when the hour ends', async () => {
    clock = Date.parse('2027-03-02T09:00:00Z');
    const login = service();
    const attempt = (pwd: string, n: number) =>
      login.login({ loginId: 'b@example.com', pwd: encodePassword(pwd), ip: `198.51.100.${n}` });
    for (let n = 0; n < 20; n++) await expect(attempt('wrong', n)).rejects.toMatchObject({ status: 401 });
    await expect(attempt('wrong', 100)).rejects.toMatchObject({ status: 401 });
    const paced = attempt('right', 101);
    await expect(paced).rejects.toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED });
    await expect(paced.catch((e) => e.retryAfterMs)).resolves.toBe(5000);
    clock += 5000;
    await expect(attempt('right', 102)).resolves.toEqual({ loginToken: 'login-token' });
    clock += 60 * 60 * 1000;
    await expect(attempt('right', 103)).resolves.toEqual({ loginToken: 'login-token' });
    await expect(attempt('right', 104)).resolves.toEqual({ loginToken: 'login-token' });
  });
});
