import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  createVisitReminders,
  registerVisitReminderJob,
  VISIT_REMINDER_JOB,
} from '../../src/modules/bookings/visit-reminders.ts';
import { createMemoryJobQueue } from '../helpers/memory-job-queue.ts';

// Issue 28 §4: "a confirmed visit gets a reminder the day before at 10:00 Seoul time, and never one scheduled in
// the past". The job is queued in the move's transaction (under a savepoint), keyed by the visit's time, and its
// handler reaches the reminder's check with the time it was queued for.
describe('the visit reminder job', () => {
  // A transaction stand-in: the savepoint runs its work at once.
  const tx = { transaction: (work: (t: unknown) => Promise<unknown>) => work(tx) } as unknown as Db;
  const reminders = (jobs: ReturnType<typeof createMemoryJobQueue>) =>
    createVisitReminders({
      jobs,
      repository: { findVisit: async () => null, withTransaction: async () => false as never },
      outbox: { emit: async () => true, emitMany: async () => [] },
      now: () => new Date(),
    });

  it('is queued for 10:00 Seoul the day before, keyed by the visit time, and none once that has passed', async () => {
    const jobs = createMemoryJobQueue();
    const visit = { id: 12, visit_date: '2026-12-05', visit_time: '14:00:00' };
    // 2026-12-01 09:00 Seoul: the reminder goes 2026-12-04 10:00 Seoul = 01:00 UTC.
    await reminders(jobs).schedule(tx, visit, new Date('2026-12-01T00:00:00Z'));
    const visitAt = Date.parse('2026-12-05T05:00:00Z');
    expect(
      jobs.sent.map((j) => [j.queue, j.data, j.options.singletonKey, j.options.startAfter?.toISOString()]),
    ).toEqual([[VISIT_REMINDER_JOB, { id: 12, visitAt }, `visit-reminder-12-${visitAt}`, '2026-12-04T01:00:00.000Z']]);
    // Confirmed at 10:30 Seoul the day before: too late for a reminder, and none is sent at once instead.
    await reminders(jobs).schedule(tx, visit, new Date('2026-12-04T01:30:00Z'));
    expect(jobs.sent).toHaveLength(1);
  });

  it('never fails the move when the queue cannot take the job', async () => {
    const jobs = createMemoryJobQueue();
    jobs.failSends(1);
    await expect(
      reminders(jobs).schedule(tx, { id: 1, visit_date: '2026-12-05', visit_time: '14:00:00' }, new Date(0)),
    ).resolves.toBeUndefined();
  });

  it('hands the handler the visit and the time the job was queued for; bad data is ignored', async () => {
    const jobs = createMemoryJobQueue();
    const calls: [number, number][] = [];
    registerVisitReminderJob(jobs, {
      remind: async (id, at) => {
        calls.push([id, at]);
        return true;
      },
    });
    await jobs.send(VISIT_REMINDER_JOB, { id: 12, visitAt: 1_764_910_800_000 });
    await jobs.send(VISIT_REMINDER_JOB, { id: 'x', visitAt: 1 });
    await jobs.run(VISIT_REMINDER_JOB);
    expect(calls).toEqual([[12, 1_764_910_800_000]]);
  });
});
