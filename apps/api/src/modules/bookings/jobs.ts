import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';

// The booking lifecycle's background work (issue 27), as job-queue jobs: each deadline is a job at its instant,
// each refund a job retried with backoff, and one job a minute scans for what is due in case a job was lost.
// Handlers re-read the row and act only when it is still due by the app's clock; every act is a conditional
// UPDATE, so a job run twice, or by two processes, acts once.

export const BOOKING_JOBS = {
  visitDeadline: 'visit-deadline',
  bookingDeadline: 'booking-deadline',
  holdExpiry: 'hold-expiry',
  refund: 'refund',
  /** The couple's reminder 7 days before a paid or confirmed booking's wedding (issue 28 §4). */
  bookingReminder: 'booking-reminder',
  /** The once-a-minute backstop: every kind's actOnDue scan and the pending refunds. */
  scan: 'booking-deadline-scan',
} as const;

/** Refund retries: Toss's outages are short, a day of them is not; the scan picks up what exhausts them. */
export const REFUND_RETRY = { retryLimit: 10, retryDelaySeconds: 30, retryDelayMaxSeconds: 30 * 60 } as const;

/**
 * Queues deadlines and refunds. Given the change's transaction (`tx`), the job is written in it, under a savepoint:
 * it commits with the change and rolls back with it, and a send that fails rolls back alone without failing the
 * change (the minute's scan then acts on it). Without `tx` it is sent at once (after a commit).
 */
export type DeadlineScheduler = {
  visitDeadline(visitId: number, at: Date | string, tx?: Db): Promise<void>;
  bookingDeadline(holdId: number, at: Date | string, tx?: Db): Promise<void>;
  holdExpiry(holdId: number, at: Date | string, tx?: Db): Promise<void>;
  refund(holdId: number, tx?: Db): Promise<void>;
  /** One per booking: a PAID booking confirmed later keeps the job it had (the wedding date does not move). */
  bookingReminder(holdId: number, at: Date, tx?: Db): Promise<void>;
};

export function createDeadlineScheduler(jobs: JobQueue): DeadlineScheduler {
  // A failed send loses nothing (the minute scan acts on what is due), so it never fails the couple's request.
  const send = async (
    queue: string,
    data: Record<string, unknown>,
    startAfter: Date | undefined,
    key: string,
    tx: Db | undefined,
  ) => {
    try {
      if (!tx) await jobs.send(queue, data, { startAfter, singletonKey: key });
      // A savepoint: on PostgreSQL a failed statement spoils its whole transaction; this one spoils only itself.
      else
        await tx.transaction(async (savepoint) =>
          jobs.send(queue, data, { startAfter, singletonKey: key, tx: savepoint }),
        );
    } catch {
      // The backstop scan finds it.
    }
  };
  // Raw rows may carry instants as strings: every instant is read through Date once here.
  const instant = (at: Date | string) => new Date(at);
  return {
    visitDeadline: (id, at, tx) =>
      send(BOOKING_JOBS.visitDeadline, { id }, instant(at), `visit-${id}-${instant(at).getTime()}`, tx),
    bookingDeadline: (id, at, tx) =>
      send(BOOKING_JOBS.bookingDeadline, { id }, instant(at), `booking-${id}-${instant(at).getTime()}`, tx),
    holdExpiry: (id, at, tx) => send(BOOKING_JOBS.holdExpiry, { id }, instant(at), `hold-${id}`, tx),
    refund: (id, tx) => send(BOOKING_JOBS.refund, { holdId: id }, undefined, `refund-${id}`, tx),
    bookingReminder: (id, at, tx) =>
      send(BOOKING_JOBS.bookingReminder, { holdId: id }, at, `booking-reminder-${id}`, tx),
  };
}

/** What the handlers call: the bookings service's per-row acts and scans. */
export type BookingJobTargets = {
  expireVisit(id: number): Promise<boolean>;
  expireBooking(id: number): Promise<boolean>;
  expireHold(id: number): Promise<boolean>;
  /** Throws when Toss did not confirm, so the queue retries with backoff. */
  runRefund(holdId: number): Promise<void>;
  /** Sends the 7-days-before reminder when the booking is still PAID or CONFIRMED. */
  remindBooking(holdId: number): Promise<void>;
  /** Every kind's scan at the app's clock, and the pending refunds. */
  actOnDue(): Promise<unknown>;
};

const idOf = (data: Record<string, unknown>, key: string) => {
  const value = Number(data[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** Registers the handlers; call while the app is built, before the queue starts. */
export function registerBookingJobs(jobs: JobQueue, targets: BookingJobTargets): void {
  jobs.work(BOOKING_JOBS.visitDeadline, async (data) => {
    const id = idOf(data, 'id');
    if (id) await targets.expireVisit(id);
  });
  jobs.work(BOOKING_JOBS.bookingDeadline, async (data) => {
    const id = idOf(data, 'id');
    if (id) await targets.expireBooking(id);
  });
  jobs.work(BOOKING_JOBS.holdExpiry, async (data) => {
    const id = idOf(data, 'id');
    if (id) await targets.expireHold(id);
  });
  jobs.work(
    BOOKING_JOBS.refund,
    async (data) => {
      const id = idOf(data, 'holdId');
      if (id) await targets.runRefund(id);
    },
    REFUND_RETRY,
  );
  jobs.work(BOOKING_JOBS.bookingReminder, async (data) => {
    const id = idOf(data, 'holdId');
    if (id) await targets.remindBooking(id);
  });
  jobs.everyMinute(BOOKING_JOBS.scan, async () => {
    await targets.actOnDue();
  });
}
