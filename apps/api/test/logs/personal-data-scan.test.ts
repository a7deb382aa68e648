import { randomUUID } from 'node:crypto';
import { encodePassword } from '@wedding/domain/password';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { latestCode, sendCode, uniquePhone, verifyCode } from '../phone-verification/sms-helpers.ts';
import { createLogCollector } from './log-collector.ts';

// Issue 29 §7: "Phone numbers, emails, tokens, passwords and payment keys never appear in logs: a test drives
// sign-up, login, a hold, a payment and an inquiry, scans the whole log, and finds none." The real app, its logger
// at trace level writing to memory, the fake Toss, and job workers on so the notifications really go out.

/** Every spelling of a Korean mobile number a log could carry. */
function phoneSpellings(tel: string): string[] {
  const digits = tel.replace(/\D/g, '');
  return [tel, digits, `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`, `+82${digits.slice(1)}`];
}

/** Every value under a key that names a token, anywhere in a JSON answer. */
function tokenValues(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) tokenValues(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (/token/i.test(key) && typeof inner === 'string' && inner.length >= 8) found.push(inner);
      else tokenValues(inner, found);
    }
  return found;
}

describe('logs carry no personal data or secrets (issue 29 §7)', () => {
  const logs = createLogCollector();
  let t: TestApp;
  let toss: FakeToss;
  const tel = uniquePhone();
  const email = `log-scan-${process.pid}-${Date.now()}@example.com`;
  const password = `Wedding!${randomUUID().slice(0, 8)}`;
  const paymentKey = `pk_logscan_${randomUUID().replaceAll('-', '')}`;
  /** Every secret the flow handled: the scan looks for each. */
  const secrets: string[] = [...phoneSpellings(tel), email, password, encodePassword(password), paymentKey];
  const requestIds: string[] = [];
  let payRequestId = '';

  /** One call; its token values and cookies join the secrets, its request id the list. */
  async function call(options: InjectOptions) {
    const res = await t.app.inject(options);
    requestIds.push(String(res.headers['x-request-id']));
    for (const cookie of res.cookies) if (cookie.value.length >= 8) secrets.push(cookie.value);
    if (String(res.headers['content-type']).includes('json')) secrets.push(...tokenValues(res.json()));
    return res;
  }

  beforeAll(async () => {
    toss = await startFakeToss();
    t = await buildTestApp({
      logger: logs.logger,
      env: {
        TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
        TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
        TOSS_API_BASE_URL: toss.url,
        JOB_WORKERS: '1',
        JOB_POLL_SECONDS: '0.5',
      },
    });
    // An unexpected database failure whose statement carries the phone and the email: drizzle puts the values in
    // its error's message, PostgreSQL quotes the bad one in its own, and the 500's log line has both.
    t.app.get('/__test/failing-query', async () => {
      await t.database.db.execute(sql`SELECT ${tel}::int AS n, ${email}::text AS e`);
      return {};
    });
    await t.app.ready();
  });
  afterAll(async () => {
    if (process.env.LOG_SCAN_DUMP)
      (await import('node:fs')).writeFileSync(process.env.LOG_SCAN_DUMP, logs.raw.join('\n'));
    await t?.close();
    await toss?.close();
  });

  it('signs up with a verified phone, logs in by email, holds, pays, asks a hall; the log holds none of it', async () => {
    // Sign-up: the SMS code through the development outbox, then the account.
    expect((await sendCode(t, tel)).statusCode).toBe(200);
    const verified = await verifyCode(t, tel, await latestCode(t, tel));
    expect(verified.statusCode).toBe(200);
    const telToken = verified.json().item.telToken as string;
    secrets.push(telToken);
    const signUp = await call({
      method: 'POST',
      url: '/v3/20240404/customer',
      payload: {
        email,
        pwd: encodePassword(password),
        sex: 'F',
        customerName: '김민지',
        tel,
        telToken,
        terms: [...REQUIRED_TERM_KEYS],
      },
    });
    expect(signUp.statusCode).toBe(201);
    const signUpPair = await call({ method: 'POST', url: `/v3/jwt/${signUp.json().item.loginToken}` });
    expect(signUpPair.statusCode).toBe(200);

    // Email login, the app's token pair, a refresh by query string (the URL form the app uses).
    const login = await call({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: email, pwd: encodePassword(password) },
    });
    expect(login.statusCode).toBe(200);
    const pair = await call({ method: 'POST', url: `/v3/jwt/${login.json().item.loginToken}` });
    expect(pair.statusCode).toBe(200);
    const refreshed = await call({
      method: 'POST',
      url: `/v3/jwt/refresh?refreshToken=${encodeURIComponent(pair.json().item.refreshToken)}`,
    });
    const tokens = (refreshed.statusCode === 200 ? refreshed : pair).json().item;
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    // The web's sign-in: a second login token made into session cookies, then a cookie refresh.
    const webLogin = await call({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: email, pwd: encodePassword(password) },
    });
    const web = await call({
      method: 'POST',
      url: '/api/token',
      payload: { loginToken: webLogin.json().item.loginToken },
    });
    expect(web.statusCode).toBe(200);
    const cookies = Object.fromEntries(web.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(Object.keys(cookies).length).toBeGreaterThanOrEqual(2);
    const webUser = await call({ method: 'GET', url: '/api/user', cookies });
    expect(webUser.json().item).not.toBeNull();
    await call({ method: 'PUT', url: '/api/token', cookies });
    // …and a wrong password, whose failure is logged at warn or info.
    await call({
      method: 'POST',
      url: '/v3/20240404/customer/login',
      payload: { loginId: email, pwd: encodePassword(`${password}x`) },
    });

    // A hold and its deposit through the fake Toss.
    const [slot] = (await holdableSlots(t.database, 50)).filter((s) => s.deposit > 0);
    const hold = await call({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { weddingDayId: slot!.id },
    });
    expect(hold.statusCode).toBe(201);
    const { id: holdId, orderId } = hold.json().item;
    const paid = await call({
      method: 'POST',
      url: `/v3/book/slot-holds/${holdId}/pay`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { paymentKey, orderId, amount: slot!.deposit },
    });
    expect(paid.statusCode).toBe(200);
    payRequestId = String(paid.headers['x-request-id']);

    // An inquiry to a hall, with a message.
    const [hall] = await t.database.db
      .select({ uuid: partners.uuid })
      .from(partners)
      .where(eq(partners.type, 2))
      .limit(1);
    const thread = await call({
      method: 'POST',
      url: '/v3/inquiries',
      headers: auth,
      payload: { partnerUuid: hall!.uuid },
    });
    expect(thread.statusCode).toBe(200);
    const message = await call({
      method: 'POST',
      url: `/v3/inquiries/${thread.json().item.id}/messages`,
      headers: auth,
      payload: { body: '상담 가능한 시간이 궁금해요.' },
    });
    expect(message.statusCode).toBeLessThan(300);
    const failed = await call({ method: 'GET', url: '/__test/failing-query' });
    expect(failed.statusCode).toBe(500);

    // The notifications those events queued go out through the job workers (and log as they go).
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // The scan: the whole log, every line, for every secret.
    expect(logs.raw.length).toBeGreaterThan(10);
    const found = secrets.flatMap((secret) =>
      logs.raw.filter((line) => line.includes(secret)).map((line) => ({ secret, line })),
    );
    expect(found).toEqual([]);
    // The request lines were there to scan: the sign-up's phone check is in the log, its number masked.
    const smsCall = logs
      .lines()
      .map((line) => String((line.req as { url?: string } | undefined)?.url ?? ''))
      .find((url) => url.includes('/auth/call'));
    expect(smsCall).toContain('tel=[redacted]');
    // …and the failed query's error is there, scrubbed, not dropped.
    const failure = logs.lines().find((line) => line.msg === 'request failed');
    expect(JSON.stringify(failure?.err)).toContain('params: [redacted]');
  }, 60_000);

  it('puts each request’s id in its log line, the same as its X-Request-Id', async () => {
    const lines = logs.lines().filter((line) => line.msg === 'request completed');
    const logged = new Set(lines.map((line) => line.reqId));
    expect(requestIds.length).toBeGreaterThan(5);
    for (const id of requestIds) expect(logged).toContain(id);
    // A line a service writes through the app's logger while serving the request carries the request's id too.
    const booked = logs.lines().find((line) => line.msg === 'deposit paid; hold booked');
    expect(booked?.reqId).toBe(payRequestId);
  });
});
