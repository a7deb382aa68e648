import { PUSH_CHECK_KEY, PUSH_CHECK_TTL_MS } from '@wedding/contract/customer-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { loginWithPassword } from '../phone-verification/sms-helpers.ts';

describe('customer data: POST /web/v3/customer/data, GET /web/v3/customer/data/:uuid/:key', () => {
  let t: TestApp;
  let me: TestCustomer;
  let other: TestCustomer;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    me = await createCustomer(t.database);
    other = await createCustomer(t.database);
    const login = await loginWithPassword(t, me.email, me.password);
    if (!login.ok) throw new Error('login failed');
    headers = login.headers;
  });
  afterAll(() => t.close());

  const put = (payload: Record<string, unknown>, h: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: '/web/v3/customer/data', headers: h, payload });
  const get = (uuid: string, key: string, h: Record<string, string> = headers) =>
    t.app.inject({ url: `/web/v3/customer/data/${uuid}/${key}`, headers: h });

  it('stores the push-check time for a year and reads it back', async () => {
    const now = Date.now();
    const item = { key: PUSH_CHECK_KEY, value: String(now), expTsp: now + PUSH_CHECK_TTL_MS };
    const saved = await put({ uuid: me.uuid, ...item });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ item });
    expect((await get(me.uuid, PUSH_CHECK_KEY)).json()).toEqual({ item });
  });

  it('overwrites an item with the same key', async () => {
    await put({ uuid: me.uuid, key: 'note', value: 'first', expTsp: null });
    await put({ uuid: me.uuid, key: 'note', value: 'second', expTsp: null });
    expect((await get(me.uuid, 'note')).json()).toEqual({ item: { key: 'note', value: 'second', expTsp: null } });
  });

  it('reads an expired or missing item as null', async () => {
    await put({ uuid: me.uuid, key: 'stale', value: 'x', expTsp: Date.now() - 1000 });
    expect((await get(me.uuid, 'stale')).json()).toEqual({ item: null });
    expect((await get(me.uuid, 'never-written')).json()).toEqual({ item: null });
  });

  it("refuses another customer's uuid with 403, for writing and for reading", async () => {
    const write = await put({ uuid: other.uuid, key: 'note', value: 'hijack', expTsp: null });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const read = await get(other.uuid, PUSH_CHECK_KEY);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('FORBIDDEN');
  });

  it('answers guests with 401', async () => {
    const write = await put({ uuid: me.uuid, key: 'note', value: 'x', expTsp: null }, {});
    expect(write.statusCode).toBe(401);
    expect(write.json().code).toBe('UNAUTHORIZED');
    expect((await get(me.uuid, 'note', {})).statusCode).toBe(401);
  });

  it('answers 400 for a key outside the allowed characters', async () => {
    const res = await put({ uuid: me.uuid, key: 'bad key!', value: 'x', expTsp: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('키는 영문, 숫자, _ . - 1~64자로 입력해주세요.');
  });
});
