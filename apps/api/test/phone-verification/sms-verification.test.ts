import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import {
  SMS_CODE_TTL_MS,
  SMS_MESSAGES,
  SMS_TOO_MANY_SENDS,
  smsText,
  wrongCodeMessage,
} from '@wedding/domain/sms-verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { latestCode, sendCode, uniquePhone, verifyCode } from './sms-helpers.ts';

/** A six-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS verification: POST and PUT /v3/20240404/auth/call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends six random digits valid for five minutes, shows them in the dev outbox and stores only a hash', async () => {
    const tel = uniquePhone();
    const before = Date.now();
    const res = await sendCode(t, tel);
    expect(res.statusCode).toBe(200);
    const { expiresAt, message } = res.json().item;
    expect(message).toBe(SMS_MESSAGES.SENT);
    expect(expiresAt).toBeGreaterThanOrEqual(before + SMS_CODE_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SMS_CODE_TTL_MS);

    const outbox = await t.app.inject(`/dev/sms-outbox?tel=${tel}`);
    const [sms] = outbox.json().item;
    expect(sms).toMatchObject({ to: tel, code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toBe(smsText(sms.code));

    const rows = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.tel, tel));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'SIGN_UP', attempts: 0, verifiedAt: null });
    expect(rows[0]!.codeHash).not.toContain(sms.code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the outbox newest first', async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    await sendCode(t, a);
    await sendCode(t, b);
    const all = (await t.app.inject('/dev/sms-outbox')).json().item as { to: string }[];
    expect(all.findIndex((m) => m.to === b)).toBeLessThan(all.findIndex((m) => m.to === a));
  });

  it('answers a correct code with a telToken, and the code works only once', async () => {
    const tel = uniquePhone();
    await sendCode(t, tel);
    const code = await latestCode(t, tel);
    const ok = await verifyCode(t, tel, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item.message).toBe(SMS_MESSAGES.VERIFIED);
    expect(ok.json().item.telToken.length).toBeGreaterThanOrEqual(32);

    const again = await verifyCode(t, tel, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'SMS_CODE_EXPIRED', message: SMS_MESSAGES.CODE_EXPIRED });
  });

  it('counts wrong codes down (남은 횟수) and refuses the sixth try even with the right code', async () => {
    const tel = uniquePhone();
    await sendCode(t, tel);
    const code = await latestCode(t, tel);
    for (const left of [4, 3, 2, 1]) {
      const res = await verifyCode(t, tel, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, code: 'SMS_CODE_WRONG', message: wrongCodeMessage(left) });
      expect(res.json().message).toContain(`남은 횟수 ${left}회`);
    }
    const fifth = await verifyCode(t, tel, otherCode(code));
    expect(fifth.json()).toMatchObject({ code: 'SMS_ATTEMPTS_EXCEEDED', message: SMS_MESSAGES.ATTEMPTS_EXCEEDED });

    const sixth = await verifyCode(t, tel, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'SMS_ATTEMPTS_EXCEEDED', message: SMS_MESSAGES.ATTEMPTS_EXCEEDED });
    const [row] = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.tel, tel));
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null, verifiedTokenHash: null });
  });

  it('still accepts the right code on the fifth try', async () => {
    const tel = uniquePhone();
    await sendCode(t, tel);
    const code = await latestCode(t, tel);
    for (let i = 0; i < 4; i++) await verifyCode(t, tel, otherCode(code));
    expect((await verifyCode(t, tel, code)).statusCode).toBe(200);
  });

  it('keeps purposes apart: a sign-up code does not verify a find-id request', async () => {
    const tel = uniquePhone();
    await sendCode(t, tel);
    const res = await verifyCode(t, tel, await latestCode(t, tel), { type: 'findLoginId' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses a resend to the same phone within 30 seconds with a Korean wait message', async () => {
    const tel = uniquePhone();
    expect((await sendCode(t, tel)).statusCode).toBe(200);
    const again = await sendCode(t, tel);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('SMS_RESEND_TOO_SOON');
    // The same wait the message names, as a header a client can act on (RFC 9110 §10.2.3).
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    const seconds = Number(again.json().message.match(/^인증번호는 (\d+)초 후에 다시 요청할 수 있습니다\.$/)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(30);
    // The cooldown is per purpose: the same phone may start a find-id meanwhile.
    expect((await sendCode(t, tel, { type: 'findLoginId' })).statusCode).toBe(200);
  });

  it('sends at most 30 codes per IP per hour, then answers 429 with the Korean message', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 30; i++) expect((await sendCode(t, uniquePhone(), { ip })).statusCode).toBe(200);
    const refused = await sendCode(t, uniquePhone(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, code: 'SMS_TOO_MANY_SENDS', message: SMS_TOO_MANY_SENDS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendCode(t, uniquePhone(), { ip: '203.0.113.31' })).statusCode).toBe(200);
  });

  it('limits code checks to 30 per IP per 10 minutes across phones', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 30; i++) expect((await verifyCode(t, uniquePhone(), '000000', { ip })).statusCode).toBe(400);
    const refused = await verifyCode(t, uniquePhone(), '000000', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.CHECK_RATE_LIMITED);
  });

  it('answers 400 with the rule in Korean for a malformed phone or code', async () => {
    const badPhone = await sendCode(t, '010-123-4567');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().code).toBe('VALIDATION_ERROR');
    expect(badPhone.json().message).toContain(ACCOUNT_MESSAGES.PHONE_RULE);

    const badCode = await verifyCode(t, uniquePhone(), '12345');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toContain(SMS_MESSAGES.CODE_RULE);
  });

  it('treats a verify with no code ever sent as expired', async () => {
    const res = await verifyCode(t, uniquePhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('stores a code per send and purpose in the table the proofs are read from', async () => {
    const tel = uniquePhone();
    await sendCode(t, tel, { type: 'findLoginId' });
    const rows = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.tel, tel), eq(phoneVerifications.purpose, 'FIND_LOGIN_ID')));
    expect(rows).toHaveLength(1);
  });
});
