import { smsText } from '@wedding/domain/sms-verification';
import { describe, expect, it } from 'vitest';
import { createOutboxSmsSender } from '../../src/modules/phone-verification/outbox-sms-sender.ts';

describe('development SMS outbox', () => {
  it('logs each message and lists them newest first with the code picked out', async () => {
    const logged: unknown[] = [];
    let now = 1_000;
    const outbox = createOutboxSmsSender({ log: { info: (obj: unknown) => logged.push(obj) }, now: () => now });
    await outbox.send('010-0000-0001', smsText('012345'));
    now = 2_000;
    await outbox.send('010-0000-0002', smsText('987654'));
    expect(outbox.list()).toEqual([
      { to: '010-0000-0002', text: smsText('987654'), code: '987654', sentAt: 2_000 },
      { to: '010-0000-0001', text: smsText('012345'), code: '012345', sentAt: 1_000 },
    ]);
    expect(outbox.list('010-0000-0001')).toHaveLength(1);
    // The log masks the number (issue 28 §6); the list keeps it, for development to read a code by number.
    expect(logged).toEqual([
      { to: '010-****-0001', text: smsText('012345') },
      { to: '010-****-0002', text: smsText('987654') },
    ]);
  });

  it('keeps only the newest messages up to its capacity', async () => {
    const outbox = createOutboxSmsSender({ log: { info: () => {} }, capacity: 3 });
    for (let i = 1; i <= 5; i++) await outbox.send(`010-0000-000${i}`, smsText(`00000${i}`));
    expect(outbox.list().map((m) => m.code)).toEqual(['000005', '000004', '000003']);
  });
});
