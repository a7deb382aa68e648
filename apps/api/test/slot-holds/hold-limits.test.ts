import { randomUUID } from 'node:crypto';
import {
  HOLD_MESSAGES,
  HOLDS_PER_HOUR_PER_ACCOUNT,
  HOLDS_PER_HOUR_PER_IP,
  MAX_ACTIVE_HOLDS_DEFAULT,
} from '@wedding/domain/slot-hold';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';

// Issue 23: one account held 200 slots across all 16 contract halls in 2 s, again and again. A couple now keeps
// at most MAX_ACTIVE_HOLDS (2) holds and one date of a hall; an account makes 10 holds an hour, an address 30.
describe('hold limits', () => {
  let t: TestApp;
  /** Open slots of each contract hall, far enough out; each test takes fresh ones. */
  let halls: number[][] = [];
  const take = (hall: number) => halls[hall]!.shift()!;
  let address = 0;
  const from = () => `203.0.113.${++address}`;
  const hold = (auth: Record<string, string>, weddingDayId: number, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { weddingDayId },
      remoteAddress,
    });
  const drop = (auth: Record<string, string>, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v3/book/slot-holds/${id}`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await queryRows<{ id: number; partner_id: number }>(
      t.database.db,
      sql`SELECT w.id, w.partner_id FROM wedding_days w JOIN partners p ON p.id = w.partner_id
          WHERE p.contract_used AND w.state = 'OPEN' AND w.wedding_date > current_date + 1 ORDER BY p.id, w.id`,
    );
    const byHall = new Map<number, number[]>();
    for (const r of rows) byHall.set(Number(r.partner_id), [...(byHall.get(Number(r.partner_id)) ?? []), Number(r.id)]);
    halls = [...byHall.values()];
  });
  afterAll(() => t.close());

  it(`refuses a third hold while two are live (MAX_ACTIVE_HOLDS ${MAX_ACTIVE_HOLDS_DEFAULT}), in Korean`, async () => {
    expect(halls.length).toBeGreaterThanOrEqual(3);
    const auth = await bearerForNewCustomer(t);
    const ip = from();
    const [a, b, c] = [take(0), take(1), take(2)];
    expect((await hold(auth, a, ip)).statusCode).toBe(201);
    expect((await hold(auth, b, ip)).statusCode).toBe(201);
    const third = await hold(auth, c, ip);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'HOLD_LIMIT', message: HOLD_MESSAGES.LIMIT(2) });
    expect(third.json().message).toContain('2개');
    // Letting one go makes room again.
    const [first] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM slot_holds WHERE wedding_day_id = ${a} AND state = 'HOLD'`,
    );
    expect((await drop(auth, Number(first!.id))).statusCode).toBe(200);
    expect((await hold(auth, c, ip)).statusCode).toBe(201);
  });

  it('refuses a third of three concurrent holds by one couple', async () => {
    const auth = await bearerForNewCustomer(t);
    const ip = from();
    const answers = await Promise.all([take(0), take(1), take(2)].map((id) => hold(auth, id, ip)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('HOLD_LIMIT');
  });

  it('refuses a second date of a hall the couple already holds', async () => {
    const auth = await bearerForNewCustomer(t);
    const [a, b] = [take(0), take(0)];
    const ip = from();
    expect((await hold(auth, a, ip)).statusCode).toBe(201);
    const second = await hold(auth, b, ip);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'HALL_ALREADY_HELD', message: HOLD_MESSAGES.SAME_HALL });
  });

  it(`lets an account make ${HOLDS_PER_HOUR_PER_ACCOUNT} holds an hour, then 429 with Retry-After`, async () => {
    const auth = await bearerForNewCustomer(t);
    const slot = take(1);
    for (let i = 0; i < HOLDS_PER_HOUR_PER_ACCOUNT; i++) {
      const res = await hold(auth, slot, from());
      expect(res.statusCode).toBe(201);
      expect((await drop(auth, res.json().item.id)).statusCode).toBe(200);
    }
    const over = await hold(auth, slot, from());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: HOLD_MESSAGES.TOO_MANY });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it(`lets one address make ${HOLDS_PER_HOUR_PER_IP} holds an hour, then 429 with Retry-After`, async () => {
    const ip = from();
    const slot = take(2);
    let made = 0;
    while (made < HOLDS_PER_HOUR_PER_IP) {
      const auth = await bearerForNewCustomer(t);
      for (let i = 0; i < HOLDS_PER_HOUR_PER_ACCOUNT && made < HOLDS_PER_HOUR_PER_IP; i++, made++) {
        const res = await hold(auth, slot, ip);
        expect(res.statusCode).toBe(201);
        await drop(auth, res.json().item.id);
      }
    }
    const over = await hold(await bearerForNewCustomer(t), slot, ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await hold(await bearerForNewCustomer(t), slot, from())).statusCode).toBe(201);
  });
});
