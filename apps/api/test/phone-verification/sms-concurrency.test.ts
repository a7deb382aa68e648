import { SMS_MAX_ATTEMPTS } from '@wedding/domain/sms-verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { phoneVerifications } from '../../src/db/schema/index.ts';
import { createOutboxSmsSender, type SmsOutbox } from '../../src/modules/phone-verification/outbox-sms-sender.ts';
import { createPhoneVerificationRepository } from '../../src/modules/phone-verification/repository.ts';
import {
  createPhoneVerificationService,
  type PhoneVerificationService,
} from '../../src/modules/phone-verification/service.ts';
import { createMemoryRateLimiter } from '../../src/shared/rate-limit/memory-rate-limiter.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { uniquePhone } from './sms-helpers.ts';

// PGlite has one connection, so a race there proves nothing; these run on PostgreSQL (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('SMS verification under concurrency (PostgreSQL)', () => {
  let database: Database;
  let outbox: SmsOutbox;
  let service: PhoneVerificationService;

  beforeAll(async () => {
    database = await createTestDatabase();
    outbox = createOutboxSmsSender({ log: { info: () => {} } });
    service = createPhoneVerificationService({
      repository: createPhoneVerificationRepository(database.db),
      rateLimiter: createMemoryRateLimiter(),
      sender: outbox,
      codeSecret: 'test-secret-test-secret-test-secret',
      accountHasPhone: async () => false,
    });
  });
  afterAll(() => database?.close());

  const settle = (count: number, fn: (i: number) => Promise<unknown>) =>
    Promise.allSettled(Array.from({ length: count }, (_, i) => fn(i)));

  it('never counts more than five tries however many arrive at once', async () => {
    const tel = uniquePhone();
    await service.sendCode({ tel, type: undefined, ip: '192.0.2.1' });
    const code = outbox.list(tel)[0]!.code!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await settle(12, (i) => service.verifyCode({ tel, type: undefined, code: wrong, ip: `192.0.2.${i + 10}` }));
    const [row] = await database.db.select().from(phoneVerifications).where(eq(phoneVerifications.tel, tel));
    expect(row!.attempts).toBe(SMS_MAX_ATTEMPTS);
    await expect(service.verifyCode({ tel, type: undefined, code, ip: '192.0.2.99' })).rejects.toMatchObject({
      code: 'SMS_ATTEMPTS_EXCEEDED',
    });
  });

  it('verifies a code for exactly one of several simultaneous requests', async () => {
    const tel = uniquePhone();
    await service.sendCode({ tel, type: undefined, ip: '192.0.2.2' });
    const code = outbox.list(tel)[0]!.code!;
    const results = await settle(5, (i) => service.verifyCode({ tel, type: undefined, code, ip: `192.0.2.${i + 30}` }));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous uses of a telToken through', async () => {
    const tel = uniquePhone();
    await service.sendCode({ tel, type: undefined, ip: '192.0.2.3' });
    const { telToken } = await service.verifyCode({
      tel,
      type: undefined,
      code: outbox.list(tel)[0]!.code!,
      ip: '192.0.2.3',
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.consumePhoneProof({ tel, purpose: 'SIGN_UP', telToken })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
