import { OUTBOX_BODY_RETENTION_DAYS } from '@wedding/domain/notification-rules';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import type { DeliveryRepository } from './delivery-repository.ts';
import type { DeliveryWorker } from './delivery-worker.ts';
import { DELIVERY_JOB } from './outbox.ts';

// The notifications' background work (issue 28): each delivery is a job, retried with capped backoff; once a
// minute a relay scan re-queues rows whose job was lost and clears words older than 90 days.

export const NOTIFICATION_JOBS = {
  delivery: DELIVERY_JOB,
  report: 'notification-report',
  scan: 'notification-relay-scan',
} as const;

/** A provider's report is asked for this long after it accepted a message (Kakao answers within seconds). */
export const REPORT_AFTER_SECONDS = 30;
/** Then every minute, doubling up to 30 minutes, about a day in all: a phone switched off reports late. */
export const REPORT_RETRY = { retryLimit: 10, retryDelaySeconds: 60, retryDelayMaxSeconds: 30 * 60 } as const;

/**
 * 5 s, 10 s, 20 s … capped at 5 minutes: a 30-second outage costs a few retries per message, and an hour-long one
 * one try per message every 5 minutes, not a storm.
 */
export const DELIVERY_RETRY = { retryLimit: 14, retryDelaySeconds: 5, retryDelayMaxSeconds: 5 * 60 } as const;

/** A PENDING row this long past due has lost its job (a process died between commit and send, or retries ran out). */
const STALE_AFTER_MS = 10 * 60_000;
const SCAN_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export function registerNotificationJobs(
  jobs: JobQueue,
  deps: { worker: DeliveryWorker; repository: DeliveryRepository; now: () => Date },
): void {
  jobs.work(
    NOTIFICATION_JOBS.delivery,
    async (data) => {
      const id = Number(data.id);
      if (Number.isSafeInteger(id) && id > 0) await deps.worker.deliver(id);
    },
    DELIVERY_RETRY,
  );
  jobs.work(
    NOTIFICATION_JOBS.report,
    async (data) => {
      const id = Number(data.id);
      if (Number.isSafeInteger(id) && id > 0) await deps.worker.checkReport(id);
    },
    REPORT_RETRY,
  );
  jobs.everyMinute(NOTIFICATION_JOBS.scan, async () => {
    await relayScan(jobs, deps.repository, deps.now());
  });
}

/** Re-queues lost deliveries and clears old words; also what the test clock runs. */
export async function relayScan(jobs: JobQueue, repository: DeliveryRepository, now: Date) {
  let requeued = 0;
  for (const row of await repository.stale(new Date(now.getTime() - STALE_AFTER_MS), SCAN_BATCH)) {
    await jobs.send(NOTIFICATION_JOBS.delivery, { id: row.id }, { singletonKey: `delivery-${row.id}` });
    requeued += 1;
  }
  const purged = await repository.purgeBodies(
    new Date(now.getTime() - OUTBOX_BODY_RETENTION_DAYS * DAY_MS),
    now,
    SCAN_BATCH * 4,
  );
  return { requeued, purged };
}

/** Queues the report check of delivery `id` (one queued per delivery). */
export function createReportScheduler(jobs: JobQueue, now: () => Date) {
  return (id: number) =>
    jobs.send(
      NOTIFICATION_JOBS.report,
      { id },
      { startAfter: new Date(now().getTime() + REPORT_AFTER_SECONDS * 1000), singletonKey: `report-${id}` },
    );
}
