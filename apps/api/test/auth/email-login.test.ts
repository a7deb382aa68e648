import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { encodePassword } from '@wedding/domain/password';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';

const LOGIN_FAILED = { status: 401, code: 'LOGIN_FAILED', message: ACCOUNT_MESSAGES.LOGIN_FAILED };
const RATE_LIMITED = { status: 429, code: 'TOO_MANY_REQUESTS', message: ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED };

describe('POST /v3/20240404/customer/login', () => {
  let t: TestApp;
  let customer: TestCustomer;
  let ipSerial = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = await createCustomer(t.database);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  // Each test gets its own client address, so the per-IP limit of one test does not leak into another.
  const nextIp = () => `203.0.113.${++ipSerial}`;
  const login = (loginId: string, pwd: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId, pwd: encodePassword(pwd) },
      remoteAddress,
    });

  it('answers a login token for the right password, whatever the email case', async () => {
    const res = await login(`  ${customer.email.toUpperCase()} `, customer.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an unknown email and a wrong password identically, after the same argon2 verification', async () => {
    const verify = vi.spyOn(t.app.services.passwordHasher, 'verify');
    const unknown = await login('nobody-here@example.com', customer.password);
    const wrong = await login(customer.email, 'Wrong-passw0rd!');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(LOGIN_FAILED);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
    // One verify each: for the unknown email against the dummy hash (null), for the account against its hash.
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]?.[0]).toBeNull();
    expect(verify.mock.calls[1]?.[0]).toMatch(/^\$argon2id\$/);
  });

  it('answers a password that is not base64 with the same 401, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: customer.email, pwd: '%%% not base64 %%%' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses an empty login id with 400 and the Korean message', async () => {
    const res = await login('   ', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ACCOUNT_MESSAGES.EMAIL_REQUIRED);
  });

  it('allows 10 tries per login id from one IP in 10 minutes, then 429 with Retry-After; other IPs still log in', async () => {
    const target = await createCustomer(t.database);
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) expect((await login(target.email, `Wrong-${i}!a`, attacker)).statusCode).toBe(401);
    const blocked = await login(target.email, target.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    // Issue 13: the owner, elsewhere, is not locked out by a stranger's wrong passwords.
    expect((await login(target.email, target.password)).statusCode).toBe(200);
    // The count is per id: another account from the attacker's address is untouched.
    expect((await login(customer.email, customer.password, attacker)).statusCode).toBe(200);
  });

  it('resets the per-(id, IP) count after a successful login', async () => {
    const target = await createCustomer(t.database);
    const ip = nextIp();
    for (let i = 0; i < 9; i++) expect((await login(target.email, `Wrong-${i}!a`, ip)).statusCode).toBe(401);
    expect((await login(target.email, target.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(target.email, `Wrong-${i}!a`, ip)).statusCode).toBe(401);
    expect((await login(target.email, target.password, ip)).statusCode).toBe(200);
  });

  it('paces an id guessed from many IPs (20 failures an hour) to one try per 5 s, for everyone, without locking it', async () => {
    const target = await createCustomer(t.database);
    for (let i = 0; i < 20; i++) expect((await login(target.email, `Wrong-${i}!a`)).statusCode).toBe(401);
    // The first try of a 5-second turn goes through; the next one in the same turn waits.
    expect((await login(target.email, target.password)).statusCode).toBe(200);
    const paced = await login(target.email, target.password);
    expect(paced.statusCode).toBe(429);
    expect(paced.json()).toEqual(RATE_LIMITED);
    expect(Number(paced.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(paced.headers['retry-after'])).toBeLessThanOrEqual(5);
  });

  it('allows 30 tries per IP in 10 minutes across login ids, then 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      expect((await login(`someone-${i}@example.com`, 'Wrong-1!a', ip)).statusCode).toBe(401);
    }
    const blocked = await login(customer.email, customer.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ACCOUNT_MESSAGES.LOGIN_RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
