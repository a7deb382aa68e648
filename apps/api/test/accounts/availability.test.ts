import { ACCOUNT_MESSAGES as M } from '@wedding/domain/account-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';

describe('availability checks (email, nick, invitation code)', () => {
  let t: TestApp;
  let taken: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp();
    taken = await createCustomer(t.database, { nick: '예비신부', invitationCode: 'LOVE2027' });
  });
  afterAll(() => t.close());

  const check = (url: string, ip?: string) => t.app.inject({ url, remoteAddress: ip });

  it('says whether an email is in use, ignoring case and spaces', async () => {
    const free = await check('/v3/20240404/customer/email/available?loginId=nobody-here%40example.com');
    expect(free.json()).toEqual({ item: { available: true, message: M.EMAIL_AVAILABLE } });
    const used = await check(
      `/v3/20240404/customer/email/available?loginId=${encodeURIComponent(` ${taken.email.toUpperCase()} `)}`,
    );
    expect(used.json()).toEqual({ item: { available: false, message: M.EMAIL_TAKEN } });
  });

  it('says whether a nick is in use', async () => {
    const used = await check(`/v3/20240404/customer/nick/available?nick=${encodeURIComponent('예비신부')}`);
    expect(used.json()).toEqual({ item: { available: false, message: M.NICK_TAKEN } });
    const free = await check(`/v3/20240404/customer/nick/available?nick=${encodeURIComponent('새닉네임7')}`);
    expect(free.json()).toEqual({ item: { available: true, message: M.NICK_AVAILABLE } });
  });

  it('says whether an invitation code is in use, upper-casing what was typed', async () => {
    const used = await check('/v3/20240404/customer/invitation-code/love2027/available');
    expect(used.json()).toEqual({ item: { available: false, message: M.INVITATION_CODE_TAKEN } });
    const free = await check('/v3/20240404/customer/invitation-code/FREE2099/available');
    expect(free.json()).toEqual({ item: { available: true, message: M.INVITATION_CODE_AVAILABLE } });
  });

  it('answers 400 with the field rule for malformed values', async () => {
    const cases: [string, string][] = [
      ['/v3/20240404/customer/email/available?loginId=not-an-email', M.EMAIL_INVALID],
      [`/v3/20240404/customer/nick/available?nick=${encodeURIComponent('닉')}`, M.NICK_RULE],
      ['/v3/20240404/customer/invitation-code/AB%2312/available', M.INVITATION_CODE_RULE],
    ];
    for (const [url, message] of cases) {
      const res = await check(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(message);
    }
  });

  it('allows 60 checks per IP per minute across the three, then 429 in Korean', async () => {
    const ip = '198.51.100.60';
    // A new address each time and 20 of them: the email check's own limits (below) stay out of the way.
    const urls = (i: number) => [
      `/v3/20240404/customer/email/available?loginId=a${i}%40example.com`,
      `/v3/20240404/customer/nick/available?nick=${encodeURIComponent('하객')}`,
      '/v3/20240404/customer/invitation-code/ABC123/available',
    ];
    for (let i = 0; i < 60; i++) expect((await check(urls(i)[i % 3]!, ip)).statusCode).toBe(200);
    const refused = await check(urls(0)[1]!, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: M.CHECK_RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await check(urls(0)[1]!, '198.51.100.61')).statusCode).toBe(200);
  });

  // Issue 13: the email check tells who has an account, so it is limited hard (decision 0016).
  it('allows 20 email checks per IP in 10 minutes, then 429 with Retry-After; nick checks go on', async () => {
    const ip = '198.51.100.70';
    for (let i = 0; i < 20; i++) {
      const res = await check(`/v3/20240404/customer/email/available?loginId=probe-${i}%40example.com`, ip);
      expect(res.statusCode).toBe(200);
    }
    const refused = await check('/v3/20240404/customer/email/available?loginId=probe-20%40example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: M.CHECK_RATE_LIMITED });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(600);
    expect(
      (await check(`/v3/20240404/customer/nick/available?nick=${encodeURIComponent('하객둘')}`, ip)).statusCode,
    ).toBe(200);
  });

  it('allows 5 checks of one address in 10 minutes from any IPs, whatever its case, then 429', async () => {
    const address = (i: number) => (i % 2 ? 'Target.Person%40Example.com' : 'target.person%40example.com');
    for (let i = 0; i < 5; i++) {
      const res = await check(`/v3/20240404/customer/email/available?loginId=${address(i)}`, `198.51.101.${i}`);
      expect(res.statusCode).toBe(200);
    }
    const refused = await check(`/v3/20240404/customer/email/available?loginId=${address(5)}`, '198.51.101.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const other = await check(
      '/v3/20240404/customer/email/available?loginId=other.person%40example.com',
      '198.51.101.99',
    );
    expect(other.statusCode).toBe(200);
  });
});
