import { describe, expect, it } from 'vitest';
import {
  BOOKING_JOBS,
  createDeadlineScheduler,
  REFUND_RETRY,
  registerBookingJobs,
} from '../../src/modules/bookings/jobs.ts';
import { createMemoryJobQueue } from '../helpers/memory-job-queue.ts';

// Issue 27: deadlines, hold expiry and refund retries are jobs. The scheduler queues each deadline at its instant
// (one job per deadline, by its key); the handlers reach the service's acts; refunds retry with backoff; one scan
// a minute is the backstop; a queue that cannot take a job never fails the couple's request.
describe('the booking lifecycle jobs', () => {
  const targets = () => {
    const calls: string[] = [];
    const record = async (entry: string) => {
      calls.push(entry);
      return true;
    };
    return {
      calls,
      targets: {
        expireVisit: (id: number) => record(`visit ${id}`),
        expireBooking: (id: number) => record(`booking ${id}`),
        expireHold: (id: number) => record(`hold ${id}`),
        runRefund: async (id: number) => {
          calls.push(`refund ${id}`);
        },
        remindBooking: async (id: number) => {
          calls.push(`remind ${id}`);
        },
        actOnDue: async () => calls.push('scan'),
      },
    };
  };

  it('registers a handler per deadline kind, the refund with its backoff, and one minute scan', async () => {
    const jobs = createMemoryJobQueue();
    const { calls, targets: t } = targets();
    registerBookingJobs(jobs, t);
    expect([...jobs.handlers.keys()].sort()).toEqual(
      ['booking-deadline', 'booking-reminder', 'hold-expiry', 'refund', 'visit-deadline'].sort(),
    );
    expect(jobs.handlers.get(BOOKING_JOBS.refund)!.options).toEqual(REFUND_RETRY);
    expect([...jobs.minutes.keys()]).toEqual([BOOKING_JOBS.scan]);

    const schedule = createDeadlineScheduler(jobs);
    const at = new Date('2026-12-01T03:00:00Z');
    await schedule.visitDeadline(7, at);
    await schedule.visitDeadline(7, at);
    await schedule.bookingDeadline(8, '2026-12-02T03:00:00.000Z');
    await schedule.holdExpiry(9, at);
    await schedule.refund(8);
    await schedule.bookingReminder(8, at);
    expect(jobs.sent.map((j) => [j.queue, j.options.singletonKey, j.options.startAfter?.toISOString()])).toEqual([
      ['visit-deadline', `visit-7-${at.getTime()}`, at.toISOString()],
      ['visit-deadline', `visit-7-${at.getTime()}`, at.toISOString()],
      ['booking-deadline', `booking-8-${Date.parse('2026-12-02T03:00:00Z')}`, '2026-12-02T03:00:00.000Z'],
      ['hold-expiry', 'hold-9', at.toISOString()],
      ['refund', 'refund-8', undefined],
      ['booking-reminder', 'booking-reminder-8', at.toISOString()],
    ]);
    for (const queue of ['visit-deadline', 'booking-deadline', 'hold-expiry', 'refund', 'booking-reminder'])
      await jobs.run(queue);
    await jobs.minutes.get(BOOKING_JOBS.scan)!();
    expect(calls).toEqual(['visit 7', 'visit 7', 'booking 8', 'hold 9', 'refund 8', 'remind 8', 'scan']);
  });

  it('ignores a job without a usable id, and a failed send never fails the request', async () => {
    const jobs = createMemoryJobQueue();
    const { calls, targets: t } = targets();
    registerBookingJobs(jobs, t);
    await jobs.send(BOOKING_JOBS.visitDeadline, { id: 'x' });
    await jobs.send(BOOKING_JOBS.refund, { holdId: -1 });
    await jobs.run(BOOKING_JOBS.visitDeadline);
    await jobs.run(BOOKING_JOBS.refund);
    expect(calls).toEqual([]);
    jobs.failSends(1);
    await expect(createDeadlineScheduler(jobs).refund(3)).resolves.toBeUndefined();
  });
});
