import type { FastifyInstance } from 'fastify';

/** Idempotency keys are kept a day (Stripe keeps them at least 24 hours). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The hold sweep and the payment reconciler. The sweep is a job queue job run once a minute by one process of
 * all (issue 27; it was a 30 s timer in every process): lapsed holds expire and their slots reopen even when
 * nobody tries them, and old idempotency keys go. The reconciler leases each payment row to one process
 * (issue 23), so it stays a timer per process; it also runs once at start, so a payment left unsettled by a
 * process that died is settled as soon as any process is back.
 */
export function registerHoldSweep(app: FastifyInstance, reconcileIntervalMs: number): void {
  app.services.jobs.everyMinute('hold-sweep', async () => {
    const expired = await app.services.slotHolds.expireStale();
    await app.services.idempotencyKeys.purgeBefore(new Date(Date.now() - KEY_LIFETIME_MS));
    if (expired > 0) app.log.info({ expired }, 'slot holds expired');
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
