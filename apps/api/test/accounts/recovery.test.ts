import { ACCOUNT_MESSAGES as M } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { SMS_MESSAGES, wrongCodeMessage } from '@wedding/domain/sms-verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { loginWithPassword, provePhone, sendCode, uniquePhone, verifyCode } from '../phone-verification/sms-helpers.ts';

describe('find-id: GET /v3/20240404/customer/login-id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const findLoginId = (tel: string, token: string) =>
    t.app.inject(`/v3/20240404/customer/login-id?tel=${tel}&token=${encodeURIComponent(token)}`);

  it('shows the masked login id and the Seoul join date after a find-id verification, once', async () => {
    const tel = uniquePhone();
    await createCustomer(t.database, {
      email: `minji.kim.${Date.now()}@example.com`,
      tel,
      // 23:30 UTC is already the next day in Seoul.
      createdAt: new Date('2025-03-14T23:30:00Z'),
    });
    const token = await provePhone(t, tel, 'findLoginId');
    const res = await findLoginId(tel, token);
    expect(res.statusCode).toBe(200);
    const { loginId, socialProviders, joinedAt } = res.json().item;
    expect(loginId).toMatch(/^mi\*+@example\.com$/);
    expect(loginId).not.toContain('minji');
    expect(socialProviders).toEqual([]);
    expect(joinedAt).toBe('2025-03-15');

    const again = await findLoginId(tel, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, code: 'PHONE_NOT_VERIFIED', message: M.PHONE_NOT_VERIFIED });
  });

  it('shows the newest account when several share the phone', async () => {
    const tel = uniquePhone();
    await createCustomer(t.database, {
      email: `old-${Date.now()}@example.com`,
      tel,
      createdAt: new Date('2024-01-01'),
    });
    await createCustomer(t.database, {
      email: `zz-new-${Date.now()}@example.com`,
      tel,
      createdAt: new Date('2025-06-01'),
    });
    const res = await findLoginId(tel, await provePhone(t, tel, 'findLoginId'));
    expect(res.json().item.loginId).toMatch(/^zz\*+@example\.com$/);
  });

  it('answers 404 ACCOUNT_NOT_FOUND when no account has the verified phone', async () => {
    const tel = uniquePhone();
    const res = await findLoginId(tel, await provePhone(t, tel, 'findLoginId'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'ACCOUNT_NOT_FOUND', message: M.ACCOUNT_NOT_FOUND });
  });

  it('refuses a sign-up proof or a made-up token', async () => {
    const tel = uniquePhone();
    await createCustomer(t.database, { tel });
    expect((await findLoginId(tel, await provePhone(t, tel))).json().code).toBe('PHONE_NOT_VERIFIED');
    expect((await findLoginId(tel, 'y'.repeat(43))).json().code).toBe('PHONE_NOT_VERIFIED');
  });
});

describe('find-password: SMS only to the account phone, then PUT /v3/20240404/customer/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const outbox = async (tel: string) => (await t.app.inject(`/dev/sms-outbox?tel=${tel}`)).json().item as unknown[];
  const reset = (payload: Record<string, unknown>, ip?: string) =>
    t.app.inject({ method: 'PUT', url: '/v3/20240404/customer/password', payload, remoteAddress: ip });

  it('answers an unknown login id exactly like a known one, and sends nothing', async () => {
    const tel = uniquePhone();
    const known = await createCustomer(t.database, { tel });
    const knownRes = await sendCode(t, tel, { type: 'findPassword', loginId: known.email });
    expect(await outbox(tel)).toHaveLength(1);

    const otherTel = uniquePhone();
    const unknownRes = await sendCode(t, otherTel, {
      type: 'findPassword',
      loginId: `nobody-${Date.now()}@example.com`,
    });
    // Same status, same fields, same message; expiresAt differs only by the milliseconds between the calls.
    expect(unknownRes.statusCode).toBe(knownRes.statusCode);
    expect(Object.keys(unknownRes.json().item)).toEqual(Object.keys(knownRes.json().item));
    expect(unknownRes.json().item.message).toBe(knownRes.json().item.message);
    expect(Math.abs(unknownRes.json().item.expiresAt - knownRes.json().item.expiresAt)).toBeLessThan(5_000);
    expect(await outbox(otherTel)).toHaveLength(0);

    // Even a guess at the code reads the same as for a real account.
    const guess = await verifyCode(t, otherTel, '000000', { type: 'findPassword' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(wrongCodeMessage(4));

    // A real account whose phone is not this one gets nothing either.
    const thirdTel = uniquePhone();
    const mismatch = await sendCode(t, thirdTel, { type: 'findPassword', loginId: known.email });
    expect(mismatch.json().item.message).toBe(SMS_MESSAGES.SENT);
    expect(await outbox(thirdTel)).toHaveLength(0);
  });

  it('resets the password, ends every existing session, and the new password logs in', async () => {
    const tel = uniquePhone();
    const customer = await createCustomer(t.database, { tel });
    const before = await loginWithPassword(t, customer.email, customer.password);
    if (!before.ok) throw new Error('login failed');

    const telToken = await provePhone(t, tel, 'findPassword', customer.email);
    const res = await reset({ loginId: customer.email.toUpperCase(), tel, telToken, pwd: encodePassword('NewPass9#') });
    expect(res.statusCode).toBe(204);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v3/jwt/refresh',
      payload: { refreshToken: before.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const oldAccess = await t.app.inject({ url: '/v3/20240404/customer', headers: before.headers });
    expect(oldAccess.statusCode).toBe(401);

    expect((await loginWithPassword(t, customer.email, customer.password)).status).toBe(401);
    const after = await loginWithPassword(t, customer.email, 'NewPass9#');
    expect(after.status).toBe(200);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    // The proof was used up.
    const replay = await reset({ loginId: customer.email, tel, telToken, pwd: encodePassword('Another1!') });
    expect(replay.json().code).toBe('PHONE_NOT_VERIFIED');
  });

  it('refuses a login id that does not go with the phone without saying which part is wrong, and spends the proof', async () => {
    const tel = uniquePhone();
    const owner = await createCustomer(t.database, { tel });
    const someoneElse = await createCustomer(t.database);
    const telToken = await provePhone(t, tel, 'findPassword', owner.email);

    const res = await reset({ loginId: someoneElse.email, tel, telToken, pwd: encodePassword('NewPass9#') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'PHONE_NOT_VERIFIED', message: M.PHONE_NOT_VERIFIED });
    const retry = await reset({ loginId: owner.email, tel, telToken, pwd: encodePassword('NewPass9#') });
    expect(retry.json().code).toBe('PHONE_NOT_VERIFIED');
    expect((await loginWithPassword(t, someoneElse.email, someoneElse.password)).status).toBe(200);
  });

  it('checks the new password rule before spending the proof', async () => {
    const tel = uniquePhone();
    const customer = await createCustomer(t.database, { tel });
    const telToken = await provePhone(t, tel, 'findPassword', customer.email);
    const weak = await reset({ loginId: customer.email, tel, telToken, pwd: encodePassword('password') });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ status: 400, code: 'VALIDATION_ERROR', message: M.PASSWORD_RULE });
    expect((await reset({ loginId: customer.email, tel, telToken, pwd: encodePassword('Better12!') })).statusCode).toBe(
      204,
    );
  });

  it('refuses a find-id proof for a password reset', async () => {
    const tel = uniquePhone();
    const customer = await createCustomer(t.database, { tel });
    const telToken = await provePhone(t, tel, 'findLoginId');
    const res = await reset({ loginId: customer.email, tel, telToken, pwd: encodePassword('NewPass9#') });
    expect(res.json().code).toBe('PHONE_NOT_VERIFIED');
  });

  it('allows 10 resets per IP per 10 minutes', async () => {
    const ip = '198.51.100.10';
    const payload = {
      loginId: 'a@example.com',
      tel: uniquePhone(),
      telToken: 'z'.repeat(43),
      pwd: encodePassword('NewPass9#'),
    };
    for (let i = 0; i < 10; i++) expect((await reset(payload, ip)).statusCode).toBe(400);
    const refused = await reset(payload, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
