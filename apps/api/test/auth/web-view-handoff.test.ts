import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { cookieHeader, loginAndSaveToken } from './session-helpers.ts';

const REFRESH_FAILED = { status: 401, code: 'REFRESH_FAILED', message: SESSION_EXPIRED };
type Pair = { accessToken: string; refreshToken: string };

// Spec §7: POST /api/token saves {accessToken, refreshToken}: the native app signs its web view in with the
// pair it holds. The web view must get a session of its own (decision 0009).
describe('POST /api/token with the app’s token pair (web-view hand-off)', () => {
  let t: TestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database);
  });
  afterAll(() => t.close());

  async function appPair(who = customer): Promise<Pair> {
    const { loginToken } = await loginAndSaveToken(t, who, { save: false });
    return (await t.app.inject({ method: 'POST', url: `/v3/jwt/${loginToken}` })).json().item;
  }
  const handOff = (payload: Pair, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/token', payload, headers });

  it('sets httpOnly session cookies for the same customer, and the app keeps its own session', async () => {
    const pair = await appPair();
    const saved = await handOff(pair);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().item.customerUuid).toBe(customer.uuid);
    const cookies = saved.cookies.filter((c) => c.name === 'wd_at' || c.name === 'wd_rt');
    expect(cookies.map((c) => [c.name, c.httpOnly])).toEqual([
      ['wd_at', true],
      ['wd_rt', true],
    ]);
    // A new family: the web view's refresh token is not the app's.
    expect(cookies.find((c) => c.name === 'wd_rt')?.value).not.toBe(pair.refreshToken);

    const user = await t.app.inject({ url: '/api/user', headers: { cookie: cookieHeader(saved) } });
    expect(user.json().item.customerUuid).toBe(customer.uuid);

    // Both holders rotate independently, with no reuse alarm between them.
    const web = await t.app.inject({ method: 'PUT', url: '/api/token', headers: { cookie: cookieHeader(saved) } });
    expect(web.statusCode).toBe(200);
    const app = await t.app.inject({
      method: 'POST',
      url: '/v3/jwt/refresh',
      payload: { refreshToken: pair.refreshToken },
    });
    expect(app.statusCode).toBe(200);
    const webAgain = await t.app.inject({
      method: 'PUT',
      url: '/api/token',
      headers: { cookie: cookieHeader(saved, web) },
    });
    expect(webAgain.statusCode).toBe(200);
  });

  it('refuses a refresh token that is already used, unknown, or from an ended session', async () => {
    const pair = await appPair();
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/v3/jwt/refresh',
      payload: { refreshToken: pair.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    expect((await handOff(pair)).json()).toEqual(REFRESH_FAILED);
    expect((await handOff({ ...pair, refreshToken: 'x'.repeat(43) })).json()).toEqual(REFRESH_FAILED);

    const next: Pair = rotated.json().item;
    await t.app.inject({ method: 'DELETE', url: '/api/token', headers: { cookie: `wd_rt=${next.refreshToken}` } });
    const afterLogout = await handOff(next);
    expect(afterLogout.json()).toEqual(REFRESH_FAILED);
    // Refused: no session cookies are handed out.
    expect(afterLogout.cookies.filter((c) => c.value)).toEqual([]);
  });

  it('refuses a live access token from another session than the refresh token', async () => {
    const mine = await appPair();
    const other = await appPair(await createCustomer(t.database));
    expect((await handOff({ accessToken: other.accessToken, refreshToken: mine.refreshToken })).json()).toEqual(
      REFRESH_FAILED,
    );
    // The refused hand-off spent nothing: the right pair still works.
    expect((await handOff(mine)).statusCode).toBe(200);
  });

  it('is refused when another site makes the browser send it', async () => {
    const res = await handOff(await appPair(), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('answers a body with neither shape with a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', payload: { accessToken: 'a'.repeat(20) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
