import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenCodec } from '../../src/modules/auth/access-token.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { cookieHeader, cookieValue, loginAndSaveToken } from './session-helpers.ts';

const EXPIRED = { status: 401, code: 'TOKEN_EXPIRED', message: SESSION_EXPIRED };
const REFRESH_FAILED = { status: 401, code: 'REFRESH_FAILED', message: SESSION_EXPIRED };

describe('access tokens', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let familyId: string;
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database);
    familyId = (await t.app.services.sessions.startSession(customer.id, 'app')).familyId;
    secret = new TextEncoder().encode(t.config.jwtSecret);
  });
  afterAll(() => t.close());

  const userWithBearer = (token: string) =>
    t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  /** A token like ours, with one thing changed. */
  function forge(changes: { key?: Uint8Array; typ?: string; aud?: string; iss?: string; exp?: number | null }) {
    const jwt = new SignJWT({ fid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: changes.typ ?? 'at+jwt' })
      .setSubject(customer.uuid)
      .setIssuer(changes.iss ?? 'wedding')
      .setAudience(changes.aud ?? 'wedding-api')
      .setIssuedAt();
    if (changes.exp !== null) jwt.setExpirationTime(changes.exp ?? '10m');
    return jwt.sign(changes.key ?? secret);
  }

  it('accepts a well-formed token (the control for the refusals below)', async () => {
    const res = await userWithBearer(await forge({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().item.customerUuid).toBe(customer.uuid);
  });

  it('refuses an access token 10 minutes after it was issued with 401 TOKEN_EXPIRED', async () => {
    const issuedAt = Date.now() - 10 * 60 * 1000 - 1000;
    const old = await createAccessTokenCodec(t.config.jwtSecret, () => issuedAt).sign({
      customerUuid: customer.uuid,
      familyId,
    });
    const byBearer = await userWithBearer(old.accessToken);
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.json()).toEqual(EXPIRED);
    const byCookie = await t.app.inject({ url: '/api/user', headers: { cookie: `wd_at=${old.accessToken}` } });
    expect(byCookie.json()).toEqual(EXPIRED);

    const nineMinutesOld = await createAccessTokenCodec(t.config.jwtSecret, () => Date.now() - 9 * 60 * 1000).sign({
      customerUuid: customer.uuid,
      familyId,
    });
    expect((await userWithBearer(nineMinutesOld.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['signed with another secret', () => forge({ key: new TextEncoder().encode('x'.repeat(48)) })],
    ['for another audience', () => forge({ aud: 'wedding-sign-up' })],
    ['from another issuer', () => forge({ iss: 'someone-else' })],
    ['of another type', () => forge({ typ: 'JWT' })],
    [
      'a join token',
      () => t.app.services.joinTokens.sign({ provider: 'kakao', subject: 's', email: null, name: null }),
    ],
    ['without an expiry', () => forge({ exp: null })],
    [
      'unsigned (alg none)',
      async () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        const payload = {
          sub: customer.uuid,
          fid: familyId,
          aud: 'wedding-api',
          iss: 'wedding',
          iat: now,
          exp: now + 600,
        };
        return `${part({ alg: 'none', typ: 'at+jwt' })}.${part(payload)}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('refuses a token %s with 401 TOKEN_EXPIRED', async (_label, make) => {
    const res = await userWithBearer(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('lets the bearer header win over the cookie', async () => {
    const other = await createCustomer(t.database);
    const otherSession = await t.app.services.sessions.startSession(other.id, 'app');
    const res = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${otherSession.accessToken}`, cookie: `wd_at=${await forge({})}` },
    });
    expect(res.json().item.customerUuid).toBe(other.uuid);
  });
});

describe('PUT /api/token and DELETE /api/token', () => {
  let t: TestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database);
  });
  afterAll(() => t.close());

  const putToken = (cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/token', headers: { cookie, ...headers } });

  it('rotates the refresh cookie: new access and refresh cookies, and the user in the body', async () => {
    const { saved } = await loginAndSaveToken(t, customer);
    const res = await putToken(cookieHeader(saved));
    expect(res.statusCode).toBe(200);
    expect(res.json().item.customerUuid).toBe(customer.uuid);
    const newRefresh = cookieValue(res, 'wd_rt');
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(cookieValue(saved, 'wd_rt'));
    expect(res.cookies.find((c) => c.name === 'wd_rt')).toMatchObject({ path: '/api/token', httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'wd_at')).toMatchObject({
      path: '/',
      httpOnly: true,
      maxAge: 30 * 24 * 60 * 60,
    });

    const next = await putToken(cookieHeader(saved, res));
    expect(next.statusCode).toBe(200);
  });

  it('gives a second tab that refreshes with the same cookie within 10 s only a new access cookie', async () => {
    const { saved } = await loginAndSaveToken(t, customer);
    const winner = await putToken(cookieHeader(saved));
    expect(winner.statusCode).toBe(200);

    const late = await putToken(cookieHeader(saved));
    expect(late.statusCode).toBe(200);
    expect(late.json().item.customerUuid).toBe(customer.uuid);
    expect(cookieValue(late, 'wd_at')).toBeTruthy();
    // No refresh cookie: the browser keeps the winner's.
    expect(late.cookies.find((c) => c.name === 'wd_rt')).toBeUndefined();

    // The session lives on: the winner's refresh cookie still rotates.
    expect((await putToken(cookieHeader(saved, winner))).statusCode).toBe(200);
  });

  it('answers 401 REFRESH_FAILED and clears both cookies for an unknown or missing refresh cookie', async () => {
    const res = await putToken('wd_rt=this-token-was-never-issued-by-us');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFRESH_FAILED);
    for (const name of ['wd_at', 'wd_rt']) {
      const cleared = res.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    const none = await t.app.inject({ method: 'PUT', url: '/api/token' });
    expect(none.json()).toEqual(REFRESH_FAILED);
  });

  it('logs out: 204, cookies cleared, the refresh cookie and the access cookie stop working', async () => {
    const { saved } = await loginAndSaveToken(t, customer);
    const cookie = cookieHeader(saved);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.find((c) => c.name === 'wd_at')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'wd_rt')?.value).toBe('');

    expect((await putToken(cookie)).json()).toEqual(REFRESH_FAILED);
    // The access token has not reached its 10 minutes, but its session is over.
    const user = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(user.statusCode).toBe(401);
    expect(user.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answers 204 to a logout without cookies or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token' })).statusCode).toBe(204);
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { cookie: 'wd_rt=nope' } });
    expect(unknown.statusCode).toBe(204);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://wedding.example' } });
    customer = await createCustomer(t.database);
  });
  afterAll(() => t.close());

  const CROSS_SITE = { status: 403, code: 'CROSS_SITE_REQUEST' };

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses a cookie logout with %s, and the session survives', async (_label, headers) => {
    const { saved } = await loginAndSaveToken(t, customer);
    const cookie = cookieHeader(saved);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { cookie, ...headers } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(CROSS_SITE);
    expect(res.json().message).toMatch(/[가-힣]/);
    const refreshed = await t.app.inject({ method: 'PUT', url: '/api/token', headers: { cookie, ...headers } });
    expect(refreshed.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/token', headers: { cookie } })).statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }],
    ['its own Origin', { origin: 'http://localhost:80' }],
    ['the PUBLIC_ORIGIN', { origin: 'https://wedding.example' }],
    ['no Origin (a same-origin GET-like client)', {}],
  ])('accepts a cookie logout with %s', async (_label, headers) => {
    const { saved } = await loginAndSaveToken(t, customer);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/token',
      headers: { cookie: cookieHeader(saved), ...headers },
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a cross-site POST /api/token (login CSRF)', async () => {
    const { loginToken } = await loginAndSaveToken(t, customer, { save: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { loginToken },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});
