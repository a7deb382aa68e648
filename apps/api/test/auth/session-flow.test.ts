import { LAST_PUSH_KEY } from '@wedding/contract/customer-data';
import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { encodePassword } from '@wedding/domain/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerData, customers } from '../../src/db/schema/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/modules/auth/access-token.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { cookieHeader, loginAndSaveToken } from './session-helpers.ts';

describe('email login → POST /api/token → GET /api/user', () => {
  let t: TestApp;
  let customer: TestCustomer;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database, { nick: '첫손님', region: '서울', weddingDate: '2027-05-01' });
  });
  afterAll(() => t.close());

  it('logs in, sets httpOnly Lax cookies with the decision 0009 paths and lifetimes, and knows the user', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: customer.email.toUpperCase(), pwd: encodePassword(customer.password) },
    });
    expect(login.statusCode).toBe(200);
    const { loginToken } = login.json().item;
    expect(typeof loginToken).toBe('string');

    const before = Date.now();
    const saved = await t.app.inject({ method: 'POST', url: '/api/token', payload: { loginToken } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      item: {
        customerUuid: customer.uuid,
        nick: '첫손님',
        weddingDate: '2027-05-01',
        newPushTsp: null,
        profileComplete: true,
      },
    });
    // Tokens only travel in cookies, never in the body.
    expect(saved.body).not.toContain(loginToken);

    const access = saved.cookies.find((c) => c.name === 'wd_at');
    const refresh = saved.cookies.find((c) => c.name === 'wd_rt');
    expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(600);
    expect(refresh).toMatchObject({ path: '/api/token', httpOnly: true, sameSite: 'Lax' });
    // 14 days, to the second (give or take the time the test itself takes).
    const fourteenDays = 14 * 24 * 60 * 60;
    expect(refresh?.maxAge).toBeGreaterThan(fourteenDays - 60);
    expect(refresh?.maxAge).toBeLessThanOrEqual(fourteenDays);
    // Plain http in tests: no Secure (production sets it; see session-cookies.test.ts).
    expect(access?.secure).toBeFalsy();
    expect(Date.now() - before).toBeLessThan(60_000);

    const user = await t.app.inject({ url: '/api/user', headers: { cookie: cookieHeader(saved) } });
    expect(user.statusCode).toBe(200);
    expect(user.json().item.customerUuid).toBe(customer.uuid);
  });

  it('accepts a login token once only', async () => {
    const { loginToken } = await loginAndSaveToken(t, customer, { save: false });
    const first = await t.app.inject({ method: 'POST', url: '/api/token', payload: { loginToken } });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'POST', url: '/api/token', payload: { loginToken } });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ status: 401, code: 'INVALID_LOGIN_TOKEN', message: SESSION_EXPIRED });
    expect(second.cookies.find((c) => c.name === 'wd_rt' && c.value)).toBeUndefined();
  });

  it('answers profileComplete false until nick and region are both set', async () => {
    const nickOnly = await createCustomer(t.database, { nick: '닉만있음' });
    const { saved } = await loginAndSaveToken(t, nickOnly);
    expect(saved.json().item).toMatchObject({ nick: '닉만있음', weddingDate: null, profileComplete: false });
  });

  it('reads newPushTsp from the lastPushTsp customer data item, unless it expired', async () => {
    const withPush = await createCustomer(t.database);
    const withExpiredPush = await createCustomer(t.database);
    await t.database.db.insert(customerData).values([
      { customerUuid: withPush.uuid, key: LAST_PUSH_KEY, value: '1790000000000', expTsp: null },
      {
        customerUuid: withExpiredPush.uuid,
        key: LAST_PUSH_KEY,
        value: '1790000000000',
        expTsp: new Date(Date.now() - 1000),
      },
    ]);
    const live = await loginAndSaveToken(t, withPush);
    expect(live.saved.json().item.newPushTsp).toBe(1_790_000_000_000);
    const expired = await loginAndSaveToken(t, withExpiredPush);
    expect(expired.saved.json().item.newPushTsp).toBeNull();
  });

  it('answers a guest 200 null, and a deleted customer 401 TOKEN_EXPIRED (no longer a session)', async () => {
    const guest = await t.app.inject('/api/user');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ item: null });

    const leaving = await createCustomer(t.database);
    const { saved } = await loginAndSaveToken(t, leaving);
    await t.database.db.delete(customers).where(eq(customers.id, leaving.id));
    const res = await t.app.inject({ url: '/api/user', headers: { cookie: cookieHeader(saved) } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });
});
