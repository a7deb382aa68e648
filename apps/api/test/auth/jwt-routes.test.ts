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

  it('treats reuse of a rotated token as theft: 401, and the newer token of the family fails too', async () => {
    const pair = await tokenPair();
    const rotated = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    const newer = rotated.json().item;

    // Strict on the app path: no grace, even a moment later.
    const replay = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: pair });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(REFRESH_FAILED);

    const afterRevoke = await t.app.inject({ method: 'POST', url: '/v3/jwt/refresh', payload: newer });
    expect(afterRevoke.json()).toEqual(REFRESH_FAILED);
    const user = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${newer.accessToken}` } });
    expect(user.statusCode).toBe(401);
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
