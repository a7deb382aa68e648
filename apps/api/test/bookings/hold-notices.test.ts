import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createHoldNotices } from '../../src/modules/bookings/slot-notices.ts';

// A deposit Toss has taken must be booked even when telling the hall fails (issue 28's notice must not undo
// issue 23's payment): the paid path's notice runs under a savepoint that rolls back alone, and is logged.
describe('the paid booking notice', () => {
  it('never fails the payment: a failing notice is rolled back under its savepoint and logged', async () => {
    const savepoints: string[] = [];
    const tx = {
      transaction: async (fn: (sp: unknown) => Promise<unknown>) => {
        savepoints.push('open');
        return fn({
          execute: () => Promise.reject(new Error('notice failed')),
        });
      },
    } as unknown as Db;
    const warn = vi.fn();
    const outbox = { emit: vi.fn(), emitMany: vi.fn() };
    const notices = createHoldNotices({ outbox, schedule: { bookingReminder: vi.fn() }, log: { warn } });
    await expect(notices.paid(tx, 12, new Date())).resolves.toBeUndefined();
    expect(savepoints).toEqual(['open']);
    expect(outbox.emit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ holdId: 12 }),
      expect.stringContaining('booking stands'),
    );
  });
});
