import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { loginAndSaveToken } from './session-helpers.ts';

const REFRESH_FAILED = { status: 401, code: 'REFRESH_FAILED', message: SESSION_EXPIRED };
const DAY = 24 * 60 * 60 * 1000;

describe('app tokens: POST /v3/jwt/:loginToken and POST /v3/jwt/refresh', () => {
  let t: TestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database);
  });
  afterAll(() => t.close());

  async function tokenPair() {
    const { loginToken } = await loginAndSaveToken(t, customer, { save: false });
    const res = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
    expect(res.statusCode).toBe(200);
    return res.json().item as { accessToken: string; refreshToken: string; refreshTokenExpiresAt: number };
  }

  it('exchanges a login token once for a token pair: 600 s access, 14-day refresh', async () => {
    const { loginToken } = await loginAndSaveToken(t, customer, { save: false });
    const res = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
    const item = res.json().item;
    expect(Object.keys(item).sort()).toEqual(
      ['accessToken', 'accessTokenExpiresIn', 'refreshToken', 'refreshTokenExpiresAt'].sort(),
    );
    expect(item.accessTokenExpiresIn).toBe(600);
    expect(item.refreshTokenExpiresAt).toBeGreaterThan(Date.now() + 14 * DAY - 60_000);
    expect(item.refreshTokenExpiresAt).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    // No cookies for the app.
    expect(res.cookies).toEqual([]);

    const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${item.accessToken}` } });
    expect(user.json().item.customerUuid).toBe(customer.uuid);

    const again = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_LOGIN_TOKEN');
  });

  it('rotates with the refresh token in the query or in the body', async () => {
    const pair = await tokenPair();
    const byQuery = await t.app.inject({ method: 'POST', url: `/v3/jwt/refresh?refreshToken=${pair.refreshToken}` });
    expect(byQuery.statusCode).toBe(200);
    const rotated = byQuery.json().item;
    expect(rotated.refreshToken).not.toBe(pair.refreshToken);

    const byBody = await t.app.inject({
      method: 'POST',
      url: '/v3/jwt/refresh',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(byBody.statusCode).toBe(200);
  });

  it('treats a second reuse of a rotated token as theft: 401, and every token of the family fails too', async () => {
    const pair = await tokenPair();
    const rotated = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    const newer = rotated.json().item;

    // The one concurrent second answer of the grace window (decision 0019)…
    const late = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    expect(late.statusCode).toBe(200);
    // …and a third presentation is reuse.
    const replay = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(REFRESH_FAILED);

    const afterRevoke = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: newer });
    expect(afterRevoke.json()).toEqual(REFRESH_FAILED);
    const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${newer.accessToken}` } });
    expect(user.statusCode).toBe(401);
  });

  it('two parallel refreshes of one app token both answer 200 with working pairs (issue 13: no logout)', async () => {
    const pair = await tokenPair();
    const both = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const res of both) {
      const item = res.json().item;
      const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${item.accessToken}` } });
      expect(user.json().item.customerUuid).toBe(customer.uuid);
      const next = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: item });
      expect(next.statusCode).toBe(200);
    }
  });

  it('an app token sent as the web cookie gets no grace and ends the session (issue 13)', async () => {
    const pair = await tokenPair();
    const rotated = (await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair })).json().item;
    const asCookie = await t.app.inject({ method: 'PUT', url: '/api/token', cookies: { wd_rt: pair.refreshToken } });
    expect(asCookie.statusCode).toBe(401);
    expect(asCookie.json()).toEqual(REFRESH_FAILED);
    // The session is revoked: the app's current tokens stop working too.
    const next = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: rotated });
    expect(next.statusCode).toBe(401);
    const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${rotated.accessToken}` } });
    expect(user.statusCode).toBe(401);
  });

  it('the app logs out with its bearer token alone: DELETE /api/token revokes the family (issue 13)', async () => {
    const pair = await tokenPair();
    const bearer = { authorization: `Bearer ${pair.accessToken}` };
    const out = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', headers: bearer })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    expect(refresh.json()).toEqual(REFRESH_FAILED);
    // A dead bearer token cannot log out: 401 in the error shape, so the app refreshes first.
    const again = await t.app.inject({ method: 'DELETE', url: '/api/token', headers: bearer });
    expect(again.statusCode).toBe(401);
  });

  it('answers every token-bearing call with Cache-Control: no-store (issue 13)', async () => {
    // save: false answers the login response itself as `saved`.
    const { loginToken, saved: login } = await loginAndSaveToken(t, customer, { save: false });
    expect(login.headers['cache-control']).toBe('no-store');
    const exchange = await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` });
    expect(exchange.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: exchange.json().item });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const web = await loginAndSaveToken(t, customer);
    expect(web.saved.headers['cache-control']).toBe('no-store');
    const user = await t.app.inject({ url: '/api/user' });
    expect(user.headers['cache-control']).toBe('no-store');
    const put = await t.app.inject({ method: 'PUT', url: '/api/token' });
    expect(put.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 REFRESH_FAILED without a refresh token or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh' });
    expect(none.json()).toEqual(REFRESH_FAILED);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v3/jwt/refresh',
      payload: { refreshToken: 'x'.repeat(43) },
    });
    expect(unknown.json()).toEqual(REFRESH_FAILED);
  });
});
