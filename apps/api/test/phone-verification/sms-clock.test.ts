import {
  PHONE_PROOF_TTL_MS,
  resendWaitMessage,
  SMS_CODE_TTL_MS,
  SMS_MESSAGES,
  SMS_TOO_MANY_SENDS,
  wrongCodeMessage,
} from '@wedding/domain/sms-verification';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createOutboxSmsSender, type SmsOutbox } from '../../src/modules/phone-verification/outbox-sms-sender.ts';
import { createPhoneVerificationRepository } from '../../src/modules/phone-verification/repository.ts';
import {
  createPhoneVerificationService,
  type PhoneVerificationService,
} from '../../src/modules/phone-verification/service.ts';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { uniquePhone } from './sms-helpers.ts';

const IP = '198.51.100.7';
const SECOND = 1000;

/** Time-dependent rules on a real database, with one controllable clock for the service and its limits. */
describe('SMS verification rules over time', () => {
  let database: Database;
  let clock: number;
  let outbox: SmsOutbox;
  let service: PhoneVerificationService;
  let codeSerial = 100_000;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  beforeEach(() => {
    clock = Date.parse('2026-11-21T10:00:00+09:00');
    const now = () => clock;
    outbox = createOutboxSmsSender({ log: { info: () => {} }, now });
    service = createPhoneVerificationService({
      repository: createPhoneVerificationRepository(database.db),
      rateLimiter: createMemoryRateLimiter(now),
      sender: outbox,
      codeSecret: 'test-secret-test-secret-test-secret',
      accountHasPhone: async () => false,
      now: () => new Date(clock),
      // Distinct codes, so "the previous code no longer works" cannot pass by coincidence.
      createCode: () => String(++codeSerial).padStart(6, '0'),
    });
  });

  const advance = (ms: number) => {
    clock += ms;
  };
  const codeFor = (tel: string) => outbox.list(tel)[0]!.code!;
  const send = (tel: string, type?: 'findLoginId') => service.sendCode({ tel, type, ip: IP });
  const verify = (tel: string, code: string) => service.verifyCode({ tel, type: undefined, code, ip: IP });

  it('accepts a code until five minutes have passed, then says it expired', async () => {
    const [early, late] = [uniquePhone(), uniquePhone()];
    await send(early);
    await send(late);
    advance(SMS_CODE_TTL_MS - 1);
    await expect(verify(early, codeFor(early))).resolves.toMatchObject({ message: SMS_MESSAGES.VERIFIED });
    advance(1);
    await expect(verify(late, codeFor(late))).rejects.toMatchObject({
      status: 400,
      code: 'SMS_CODE_EXPIRED',
      message: SMS_MESSAGES.CODE_EXPIRED,
    });
  });

  it('refuses a resend within 30 s, naming the seconds left, and allows it at 30 s', async () => {
    const tel = uniquePhone();
    await send(tel);
    advance(29 * SECOND);
    await expect(send(tel)).rejects.toMatchObject({
      status: 429,
      code: 'SMS_RESEND_TOO_SOON',
      message: resendWaitMessage(SECOND),
    });
    expect(resendWaitMessage(SECOND)).toBe('인증번호는 1초 후에 다시 요청할 수 있습니다.');
    advance(SECOND);
    await expect(send(tel)).resolves.toMatchObject({ message: SMS_MESSAGES.SENT });
  });

  it('sends at most 5 codes per phone per hour, whatever the purpose', async () => {
    const tel = uniquePhone();
    for (let i = 0; i < 5; i++) {
      await send(tel, i % 2 ? 'findLoginId' : undefined);
      advance(31 * SECOND);
    }
    await expect(send(tel)).rejects.toMatchObject({
      status: 429,
      code: 'SMS_TOO_MANY_SENDS',
      message: SMS_TOO_MANY_SENDS,
    });
    expect(outbox.list(tel)).toHaveLength(5);
    advance(60 * 60 * SECOND);
    await expect(send(tel)).resolves.toMatchObject({ message: SMS_MESSAGES.SENT });
  });

  it('lets a new send supersede the previous code', async () => {
    const tel = uniquePhone();
    await send(tel);
    const first = codeFor(tel);
    advance(31 * SECOND);
    await send(tel);
    const second = codeFor(tel);
    expect(second).not.toBe(first);
    await expect(verify(tel, first)).rejects.toMatchObject({ code: 'SMS_CODE_WRONG', message: wrongCodeMessage(4) });
    await expect(verify(tel, second)).resolves.toMatchObject({ message: SMS_MESSAGES.VERIFIED });
  });

  it('gives a telToken that proves the phone once, for its purpose, for 30 minutes', async () => {
    const tel = uniquePhone();
    await send(tel);
    const { telToken } = await verify(tel, codeFor(tel));
    await expect(service.consumePhoneProof({ tel, purpose: 'FIND_LOGIN_ID', telToken })).resolves.toBe(false);
    await expect(service.consumePhoneProof({ tel: uniquePhone(), purpose: 'SIGN_UP', telToken })).resolves.toBe(false);
    advance(PHONE_PROOF_TTL_MS - SECOND);
    await expect(service.consumePhoneProof({ tel, purpose: 'SIGN_UP', telToken })).resolves.toBe(true);
    await expect(service.consumePhoneProof({ tel, purpose: 'SIGN_UP', telToken })).resolves.toBe(false);
  });

  it('does not accept a telToken older than 30 minutes', async () => {
    const tel = uniquePhone();
    await send(tel);
    const { telToken } = await verify(tel, codeFor(tel));
    advance(PHONE_PROOF_TTL_MS + 1);
    await expect(service.consumePhoneProof({ tel, purpose: 'SIGN_UP', telToken })).resolves.toBe(false);
  });
});
