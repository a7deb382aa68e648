import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';

// Browser tests let a hold run out by moving the server's clock (TEST_CLOCK=1, NODE_ENV=test only). The route
// must not exist anywhere else: a movable clock would let anyone end or stretch holds.
describe('the test clock', () => {
  it('is refused outside NODE_ENV=test, and absent without TEST_CLOCK', async () => {
    for (const NODE_ENV of ['production', 'development'])
      expect(() => loadConfig({ NODE_ENV, TEST_CLOCK: '1', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    const plain = await buildTestApp();
    try {
      const answer = await plain.app.inject({ method: 'PUT', url: '/__test/clock', payload: { offsetMs: 1 } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  describe('with TEST_CLOCK=1', () => {
    let t: TestApp;
    let slotId: number;
    beforeAll(async () => {
      t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
      slotId = (await holdableSlots(t.database, 1))[0]!.id;
    });
    afterAll(() => t.close());

    const setClock = (offsetMs: number) => t.app.inject({ method: 'PUT', url: '/__test/clock', payload: { offsetMs } });

    it('moving it past a hold’s 10 minutes expires the hold and reopens its slot at once', async () => {
      const auth = await bearerForNewCustomer(t);
      const held = await t.app.inject({
        method: 'POST',
        url: '/v3/book/slot-holds',
        headers: { ...auth, 'idempotency-key': randomUUID() },
        payload: { weddingDayId: slotId },
      });
      expect(held.statusCode).toBe(201);
      const { id } = held.json<{ item: { id: number } }>().item;

      // Nine minutes on: still held. (The seed's own holds may lapse meanwhile; the sweep counts them too.)
      expect((await setClock(9 * 60_000)).statusCode).toBe(200);
      const still = await t.app.inject({ method: 'GET', url: `/v3/book/slot-holds/${id}`, headers: auth });
      expect(still.json<{ item: { state: string } }>().item.state).toBe('ACTIVE');

      const moved = await setClock(10 * 60_000 + 1_000);
      expect(moved.statusCode).toBe(200);
      expect(moved.json<{ expired: number }>().expired).toBeGreaterThanOrEqual(1);
      const read = await t.app.inject({ method: 'GET', url: `/v3/book/slot-holds/${id}`, headers: auth });
      expect(read.json<{ item: { state: string } }>().item.state).toBe('EXPIRED');
      const [slot] = await t.database.db
        .select({ state: weddingDays.state })
        .from(weddingDays)
        .where(eq(weddingDays.id, slotId));
      expect(slot!.state).toBe('OPEN');
      await setClock(0);
    });

    it('refuses an offset beyond a week (past the 48 hours a hall has to answer, issue 27)', async () => {
      expect((await setClock(7 * 24 * 60 * 60_000 + 1)).statusCode).toBe(400);
    });
  });
});
