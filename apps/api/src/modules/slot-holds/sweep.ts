import type { FastifyInstance } from 'fastify';

/** Idempotency keys are kept a day (Stripe keeps them at least 24 hours). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Old idempotency keys' purge and the payment reconciler. The purge is a job queue job run once a minute by one
 * process of all (issue 27; it was part of a 30 s sweep in every process). Lapsed holds are expired by their own
 * `hold-expiry` jobs and the bookings' minute scan (modules/bookings/jobs.ts). The reconciler leases each payment row to one process
 * (issue 23), so it stays a timer per process; it also runs once at start, so a payment left unsettled by a
 * process that died is settled as soon as any process is back.
 */
export function registerHoldSweep(app: FastifyInstance, reconcileIntervalMs: number): void {
  app.services.jobs.everyMinute('idempotency-key-purge', async () => {
    await app.services.idempotencyKeys.purgeBefore(new Date(Date.now() - KEY_LIFETIME_MS));
  });
  const timers: NodeJS.Timeout[] = [];
  let reconciling = false;
  const reconcile = async () => {
    // One run at a time in a process: a slow Toss must not pile runs up.
    if (reconciling) return;
    reconciling = true;
    try {
      await app.services.slotHolds.reconcilePayments();
    } catch (error) {
      app.log.warn({ err: error }, 'payment reconciliation failed; the next run tries again');
    } finally {
      reconciling = false;
    }
  };
  app.addHook('onReady', async () => {
    timers.push(setInterval(() => void reconcile(), reconcileIntervalMs));
    // The timers never keep the process alive on their own.
    for (const timer of timers) timer.unref();
    void reconcile();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
