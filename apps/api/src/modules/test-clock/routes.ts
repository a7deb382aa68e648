import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { TestClock } from '../../shared/clock.ts';

/**
 * A week either way: past the 48 hours a hall has to answer a booking (issue 27), and still keeps a typo from
 * flinging the clock.
 */
const MAX_OFFSET_MS = 7 * 24 * 60 * 60 * 1000;

const bodySchema = z.object({
  offsetMs: z.number().check(z.int(), z.minimum(-MAX_OFFSET_MS), z.maximum(MAX_OFFSET_MS)),
});

/**
 * PUT /__test/clock {offsetMs}: moves the server's clock for browser tests (TEST_CLOCK=1, NODE_ENV=test only;
 * the route does not exist otherwise). Every deadline due at the new time is acted on at once (issue 27: lapsed
 * holds, unanswered visits and bookings, as the minute's scan would), so the answer arrives with the slot or the
 * hour open again. Not part of the public API document.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (app, { clock }) => {
  app.put('/clock', { schema: { hide: true, body: bodySchema } }, async (request) => {
    clock.setOffset(request.body.offsetMs);
    const due = await app.services.bookings.actOnDue();
    return { now: clock.now().toISOString(), expired: due.holds, due };
  });
};
