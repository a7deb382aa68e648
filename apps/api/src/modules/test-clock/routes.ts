import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { TestClock } from '../../shared/clock.ts';

/** A day either way is far more than any test needs, and keeps a typo from flinging the clock. */
const MAX_OFFSET_MS = 24 * 60 * 60 * 1000;

const bodySchema = z.object({
  offsetMs: z.number().check(z.int(), z.minimum(-MAX_OFFSET_MS), z.maximum(MAX_OFFSET_MS)),
});

/**
 * PUT /__test/clock {offsetMs}: moves the server's clock for browser tests (TEST_CLOCK=1, NODE_ENV=test only;
 * the route does not exist otherwise). The hold sweep runs at once at the new time, as its 30 s timer would,
 * so a lapsed hold's slot is open again when the answer arrives. Not part of the public API document.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (app, { clock }) => {
  app.put('/clock', { schema: { hide: true, body: bodySchema } }, async (request) => {
    clock.setOffset(request.body.offsetMs);
    const expired = await app.services.slotHolds.expireStale();
    return { now: clock.now().toISOString(), expired };
  });
};
