import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index.ts';
import { optionalCustomer, requireCustomer } from '../../src/plugins/authenticate.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { cookieHeader, loginAndSaveToken } from './session-helpers.ts';

describe('requireCustomer / optionalCustomer preHandlers', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let cookie: string;
  let bearer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    // Tiny routes standing in for the feature routes that use the preHandlers.
    t.app.post('/test/private', { preHandler: requireCustomer }, async (request) => ({ customer: request.customer }));
    t.app.get('/test/private', { preHandler: requireCustomer }, async (request) => ({ customer: request.customer }));
    t.app.get('/test/optional', { preHandler: optionalCustomer }, async (request) => ({ customer: request.customer }));
    customer = await createCustomer(t.database);
    cookie = cookieHeader((await loginAndSaveToken(t, customer)).saved);
    bearer = (await t.app.services.sessions.startSession(customer.id, 'app')).accessToken;
  });
  afterAll(() => t.close());

  it('answers a guest 401 UNAUTHORIZED with the Korean message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/private' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
  });

  it('answers an invalid token 401 TOKEN_EXPIRED, so the client reissues instead of treating it as a guest', async () => {
    const required = await t.app.inject({ url: '/test/private', headers: { authorization: 'Bearer nope' } });
    expect(required.json().code).toBe('TOKEN_EXPIRED');
    const optional = await t.app.inject({ url: '/test/optional', headers: { cookie: 'wd_at=nope' } });
    expect(optional.statusCode).toBe(401);
    expect(optional.json().code).toBe('TOKEN_EXPIRED');
  });

  it('sets request.customer from a cookie or a bearer header', async () => {
    const byCookie = await t.app.inject({ url: '/test/private', headers: { cookie } });
    expect(byCookie.json().customer).toMatchObject({ id: customer.id, uuid: customer.uuid, via: 'cookie' });
    expect(byCookie.json().customer.familyId).toMatch(/^[0-9a-f-]{36}$/);
    const byBearer = await t.app.inject({ url: '/test/private', headers: { authorization: `Bearer ${bearer}` } });
    expect(byBearer.json().customer).toMatchObject({ id: customer.id, via: 'bearer' });
    const guest = await t.app.inject('/test/optional');
    expect(guest.json()).toEqual({ customer: null });
  });

  it('refuses a cross-site write authenticated by cookie, but not by bearer, and not a cross-site read', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const cookieWrite = await t.app.inject({ method: 'POST', url: '/test/private', headers: { cookie, ...crossSite } });
    expect(cookieWrite.statusCode).toBe(403);
    expect(cookieWrite.json().code).toBe('CROSS_SITE_REQUEST');

    const bearerWrite = await t.app.inject({
      method: 'POST',
      url: '/test/private',
      headers: { authorization: `Bearer ${bearer}`, ...crossSite },
    });
    expect(bearerWrite.statusCode).toBe(200);

    const cookieRead = await t.app.inject({ url: '/test/private', headers: { cookie, ...crossSite } });
    expect(cookieRead.statusCode).toBe(200);

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/test/private',
      headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('treats a deleted customer as no session', async () => {
    const gone = await createCustomer(t.database);
    const session = await t.app.services.sessions.startSession(gone.id, 'app');
    await t.database.db.delete(customers).where(eq(customers.id, gone.id));
    const res = await t.app.inject({
      url: '/test/private',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
