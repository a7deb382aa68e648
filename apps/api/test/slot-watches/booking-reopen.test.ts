import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 28 §5: a slot that opens again because a booking ended (here the hall declines a paid booking) is news
// for the couples watching for it: the decline's transaction queues the fan-out with that slot, and its watcher
// is told. Nothing is reserved for them: the next hold decides.

describe('a freed booking slot fans out to watchers', () => {
  let t: TestApp;
  let toss: FakeToss;
  const write = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });

  beforeAll(async () => {
    toss = await startFakeToss();
    t = await buildTestApp({
      env: {
        TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
        TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
        TOSS_API_BASE_URL: toss.url,
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  it('the hall declining a paid booking queues the slot as opened, and the watcher is told', async () => {
    // A slot whose month a watch may name (this month and the next eleven are always in the window).
    const candidates = (await holdableSlots(t.database, 400)).filter((s) => s.deposit > 0);
    const near = await queryRows<{ id: number; partner_id: number; uuid: string; month: string; day: string }>(
      t.database.db,
      sql`SELECT w.id, w.partner_id, p.uuid::text AS uuid, to_char(w.wedding_date, 'YYYY-MM') AS month, w.day_of_week AS day
          FROM wedding_days w JOIN partners p ON p.id = w.partner_id
          WHERE w.id IN (${sql.join(
            candidates.map((c) => sql`${c.id}`),
            sql`, `,
          )}) AND w.wedding_date < current_date + 300
          ORDER BY w.id LIMIT 1`,
    );
    const info = near[0];
    const slot = candidates.find((c) => c.id === Number(info?.id));
    const couple = await signedInCustomer(t);
    const held = await write(couple.headers, '/v3/book/slot-holds', { weddingDayId: slot!.id });
    expect(held.statusCode, held.body).toBe(201);
    const hold = held.json().item;
    const paid = await write(couple.headers, `/v3/book/slot-holds/${hold.id}/pay`, {
      paymentKey: `pk_${randomUUID()}`,
      orderId: hold.orderId,
      amount: slot!.deposit,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const watcher = await signedInCustomer(t);
    const watched = await t.app.inject({
      method: 'POST',
      url: '/v3/watches',
      headers: watcher.headers,
      payload: { partnerUuid: info!.uuid, months: [info!.month], days: [info!.day] },
    });
    expect(watched.statusCode, watched.body).toBe(201);

    const staff = (await signedInStaff(t, { partnerId: Number(info!.partner_id), role: 'MESSAGES' })).headers;
    const declined = await write(staff, `/v3/partner-center/bookings/slots/${hold.id}/decline`, {
      reasonCode: 'ALREADY_BOOKED',
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const [job] = await queryRows<{ data: { opened: number[]; dropped: number[]; at: number } }>(
      t.database.db,
      sql`SELECT data FROM pgboss.job WHERE name = 'watch-fanout' ORDER BY created_on DESC LIMIT 1`,
    );
    expect(job?.data).toMatchObject({ opened: [slot!.id], dropped: [] });
    await t.app.services.watchFanout.run({ opened: job!.data.opened, dropped: [], at: new Date(job!.data.at) });
    const list = (await t.app.inject({ url: '/v3/notifications', headers: watcher.headers })).json().item.list;
    expect(list.filter((n: { kind: string }) => n.kind === 'WATCH_OPENED')).toHaveLength(1);
  });
});
