import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../../src/modules/auth/session-cookies.ts';
import type { SessionTokens } from '../../src/modules/auth/session-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function setCookiesWith(secureCookies: boolean, action: 'set' | 'clear') {
  const app = Fastify();
  await app.register(cookie);
  const tokens: SessionTokens = {
    customerId: 1,
    customerUuid: '00000000-0000-4000-8000-000000000001',
    familyId: '00000000-0000-4000-8000-000000000002',
    accessToken: 'access',
    accessTokenExpiresIn: 600,
    refreshToken: 'refresh',
    refreshTokenExpiresAt: Date.now() + 3 * DAY_MS,
  };
  app.get('/', async (_request, reply) => {
    if (action === 'set') setSessionCookies(reply, tokens, { secureCookies });
    else clearSessionCookies(reply, { secureCookies });
    return 'ok';
  });
  const res = await app.inject('/');
  await app.close();
  return res;
}

describe('session cookies', () => {
  it('are named wd_at and wd_rt', () => {
    expect([ACCESS_COOKIE, REFRESH_COOKIE]).toEqual(['wd_at', 'wd_rt']);
  });

  it('are httpOnly, SameSite=Lax and Secure outside development and tests', async () => {
    const res = await setCookiesWith(true, 'set');
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(header).toHaveLength(2);
    for (const line of header) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Secure/);
    }
    expect(header.find((l) => l.startsWith('wd_at='))).toMatch(/; Max-Age=2592000; Path=\/(;|$)/);
    // The refresh cookie lives until the refresh token expires (here 3 days) and only goes to /api/token.
    const refresh = res.cookies.find((c) => c.name === 'wd_rt');
    expect(refresh?.path).toBe('/api/token');
    expect(refresh?.maxAge).toBeGreaterThan(3 * 24 * 60 * 60 - 5);
    expect(refresh?.maxAge).toBeLessThanOrEqual(3 * 24 * 60 * 60);
  });

  it('are not Secure when the config says plain http is in use', async () => {
    const res = await setCookiesWith(false, 'set');
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) expect(line).not.toMatch(/Secure/);
  });

  it('are cleared on the same paths they were set on', async () => {
    const res = await setCookiesWith(true, 'clear');
    expect(res.cookies.map((c) => [c.name, c.value, c.path])).toEqual([
      ['wd_at', '', '/'],
      ['wd_rt', '', '/api/token'],
    ]);
    for (const c of res.cookies) expect(c.expires?.getTime()).toBeLessThan(Date.now());
  });
});
