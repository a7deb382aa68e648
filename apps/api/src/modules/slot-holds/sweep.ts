import type { FastifyInstance } from 'fastify';

/** Every 30 s: lapsed holds expire and their slots reopen even when nobody tries them (issue 12). */
export const SWEEP_INTERVAL_MS = 30_000;
/** Idempotency keys are kept a day (Stripe keeps them at least 24 hours). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the periodic hold sweep and the payment reconciler with the app and stops them when it closes. Every
 * process runs both: the sweep's updates are idempotent, and the reconciler leases each payment row to one
 * process (issue 23). The reconciler also runs once at start, so a payment left unsettled by a process that died
 * is settled as soon as any process is back.
 */
export function registerHoldSweep(app: FastifyInstance, reconcileIntervalMs: number): void {
  const timers: NodeJS.Timeout[] = [];
  const sweep = async () => {
    try {
      const expired = await app.services.slotHolds.expireStale();
      await app.services.idempotencyKeys.purgeBefore(new Date(Date.now() - KEY_LIFETIME_MS));
      if (expired > 0) app.log.info({ expired }, 'slot holds expired');
    } catch (error) {
      app.log.warn({ err: error }, 'slot hold sweep failed; the next one tries again');
    }
  };
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
    timers.push(setInterval(() => void sweep(), SWEEP_INTERVAL_MS));
    timers.push(setInterval(() => void reconcile(), reconcileIntervalMs));
    // The timers never keep the process alive on their own.
    for (const timer of timers) timer.unref();
    void reconcile();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
