import type { FastifyInstance } from 'fastify';

/** Every 30 s: lapsed holds expire and their slots reopen even when nobody tries them (issue 12). */
export const SWEEP_INTERVAL_MS = 30_000;
/** Idempotency keys are kept a day (Stripe keeps them at least 24 hours). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Starts the periodic sweep with the app and stops it when the app closes. */
export function registerHoldSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const expired = await app.services.slotHolds.expireStale();
      await app.services.idempotencyKeys.purgeBefore(new Date(Date.now() - KEY_LIFETIME_MS));
      if (expired > 0) app.log.info({ expired }, 'slot holds expired');
    } catch (error) {
      app.log.warn({ err: error }, 'slot hold sweep failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    // The sweep never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
