import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { SlotChange } from '../../src/modules/slot-watches/fanout.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 28 §5: "When the partner console opens or reprices a slot that matches, every watcher is told at once
// (in-app, and web push where they allowed it)." "A price drop on a liked slot notifies too." "Never 21:00–08:00
// for anything pushed." "One notification per couple per hall per hour (digest)."

const PRICE = { rentalPrice: 2_000_000, mealPrice: 55_000, flowerPrice: 0, guarantee: 150, discountRate: 0 };
const seoul = (local: string) => new Date(`${local}+09:00`);
type Couple = Awaited<ReturnType<typeof signedInCustomer>>;

/** A Saturday about two months ahead (Seoul) and the one after it. */
function saturdays(): [string, string] {
  const d = new Date(Date.now() + 9 * 3_600_000 + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  const next = new Date(d.getTime() + 7 * 86_400_000);
  return [d.toISOString().slice(0, 10), next.toISOString().slice(0, 10)];
}

describe('the watch fan-out (issue 28 §5)', () => {
  let t: TestApp;
  let staff: { cookie: string };
  let partner: { id: number; uuid: string; region: string };
  let hallId: number;
  let saturday: string;
  let month: string;
  const opened: number[] = [];

  const console_ = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/v3/partner-center/calendar${url}`, payload, headers: staff });
  const watch = async (couple: Couple, over: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/watches',
      headers: couple.headers,
      payload: { partnerUuid: partner.uuid, months: [month], days: ['SATURDAY'], ...over },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const inbox = async (couple: Couple) =>
    (await t.app.inject({ url: '/v3/notifications', headers: couple.headers })).json().item.list as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[];
  /** The fan-out jobs the console's writes queued, oldest first. */
  const queuedChanges = async () =>
    (
      await queryRows<{ data: { opened: number[]; dropped: number[]; at: number } }>(
        t.database.db,
        sql`SELECT data FROM pgboss.job WHERE name = 'watch-fanout' ORDER BY created_on`,
      )
    ).map((r) => r.data);
  const run = (change: SlotChange) => t.app.services.watchFanout.run(change);
  /** Opens a free Saturday time through the console and answers the slot id. */
  const openSaturday = async (date: string, price = PRICE) => {
    const used = await queryRows<{ time: string }>(
      t.database.db,
      sql`SELECT to_char(wedding_time, 'HH24:MI') AS time FROM wedding_days
          WHERE individual_hall_id = ${hallId} AND wedding_date = ${date} AND state <> 'CLOSED'`,
    );
    const busy = new Set(used.map((u) => u.time));
    const time = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].find(
      (h) => !busy.has(h),
    )!;
    const res = await console_('PUT', `/halls/${hallId}/slots`, { date, time, price });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().item.id as number;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // The job queue starts with the app; started inside a transaction it would wait for the one connection.
    await t.app.ready();
    const [row] = await queryRows<{ id: number; uuid: string; region: string; hall: number }>(
      t.database.db,
      sql`SELECT p.id, p.uuid::text AS uuid, p.region, min(h.id) AS hall FROM partners p
          JOIN individual_halls h ON h.partner_id = p.id WHERE p.type = 2 GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    partner = { id: Number(row!.id), uuid: row!.uuid, region: row!.region };
    hallId = Number(row!.hall);
    staff = (await signedInStaff(t, { partnerId: partner.id, role: 'CALENDAR' })).headers;
    [saturday] = saturdays();
    month = saturday.slice(0, 7);
  });
  afterAll(() => t.close());

  it('the console opening a slot queues one watch-fanout job with it, in its transaction', async () => {
    const before = (await queuedChanges()).length;
    const id = await openSaturday(saturday);
    opened.push(id);
    const changes = await queuedChanges();
    expect(changes).toHaveLength(before + 1);
    expect(changes.at(-1)).toMatchObject({ opened: [id], dropped: [] });
  });

  it('tells a matching watcher and a region watcher once; not a non-matching one, nor one who turned alerts off', async () => {
    const matching = await signedInCustomer(t);
    const regionWatcher = await signedInCustomer(t);
    const sundaysOnly = await signedInCustomer(t);
    const tooCheap = await signedInCustomer(t);
    const optedOut = await signedInCustomer(t);
    await watch(matching);
    await watch(regionWatcher, { partnerUuid: null, region: partner.region, days: [] });
    await watch(sundaysOnly, { days: ['SUNDAY'] });
    await watch(tooCheap, { maxPrice: 1_000_000 });
    await watch(optedOut);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-preferences',
      headers: optedOut.headers,
      payload: { promotionsInApp: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const result = await run({ opened: [opened[0]!], dropped: [], at: seoul('2026-12-01T10:05:00') });
    expect(result.skippedOptedOut).toBe(1);
    const [entry] = await inbox(matching);
    expect(entry).toMatchObject({ kind: 'WATCH_OPENED', title: '기다리던 날짜가 열렸어요' });
    expect(entry!.link).toBe(`/weddinghall/${partner.uuid}/slot?id=${opened[0]}`);
    expect(await inbox(regionWatcher)).toHaveLength(1);
    expect(await inbox(sundaysOnly)).toEqual([]);
    expect(await inbox(tooCheap)).toEqual([]);
    expect(await inbox(optedOut)).toEqual([]);
  });

  it('digests: two slots opened in the same hour are one entry per couple and hall; the next hour is another', async () => {
    const couple = await signedInCustomer(t);
    await watch(couple);
    const second = await openSaturday(saturday);
    opened.push(second);
    await run({ opened: [opened[0]!], dropped: [], at: seoul('2026-12-01T11:05:00') });
    await run({ opened: [second], dropped: [], at: seoul('2026-12-01T11:55:00') });
    expect(await inbox(couple)).toHaveLength(1);
    // Both slots in one run: one entry that counts the other.
    const both = await signedInCustomer(t);
    await watch(both);
    await run({ opened: [opened[0]!, second], dropped: [], at: seoul('2026-12-01T11:10:00') });
    const entries = await inbox(both);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toContain('외 1개');
    await run({ opened: [second], dropped: [], at: seoul('2026-12-01T12:00:00') });
    expect(await inbox(couple)).toHaveLength(2);
  });

  it('a push of a slot opened at 22:30 Seoul waits for 08:00 the next morning; one opened at 10:00 goes at once', async () => {
    const couple = await signedInCustomer(t);
    await watch(couple);
    const pushes = async () =>
      queryRows<{ channel: string; send_after: Date | string; created: Date | string }>(
        t.database.db,
        sql`SELECT d.channel, d.send_after, n.created_at AS created FROM notification_deliveries d
            JOIN notifications n ON n.id = d.notification_id WHERE n.customer_id = ${couple.id} ORDER BY d.id`,
      );
    await run({ opened: [opened[0]!], dropped: [], at: seoul('2026-12-05T22:30:00') });
    await run({ opened: [opened[0]!], dropped: [], at: seoul('2026-12-07T10:00:00') });
    const rows = await pushes();
    expect(rows.map((r) => r.channel)).toEqual(['WEB_PUSH', 'WEB_PUSH']);
    expect(new Date(rows[0]!.send_after).toISOString()).toBe(seoul('2026-12-06T08:00:00').toISOString());
    expect(new Date(rows[1]!.send_after).toISOString()).toBe(seoul('2026-12-07T10:00:00').toISOString());
    // Never 알림톡 for a promotion.
    expect(rows.some((r) => r.channel === 'ALIMTALK')).toBe(false);
  });

  it('a console price drop on a liked slot tells the couple who liked it (PRICE_DROPPED); a rise tells no one', async () => {
    const liker = await signedInCustomer(t);
    const slotId = opened[0]!;
    await t.database.db.execute(
      sql`INSERT INTO wedding_day_likes (customer_id, wedding_day_id) VALUES (${liker.id}, ${slotId})`,
    );
    const before = (await queuedChanges()).length;
    const cheaper = await console_('PATCH', `/slots/${slotId}`, { price: { ...PRICE, rentalPrice: 1_000_000 } });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    const dearer = await console_('PATCH', `/slots/${slotId}`, { price: { ...PRICE, rentalPrice: 3_000_000 } });
    expect(dearer.statusCode, dearer.body).toBe(200);
    const changes = await queuedChanges();
    // The rise queued nothing; the drop queued its slot as dropped.
    expect(changes).toHaveLength(before + 1);
    expect(changes.at(-1)).toMatchObject({ opened: [], dropped: [slotId] });
    // Run the queued job as the worker would (its own instant); the slot is dearer again by now, yet still open.
    const data = changes.at(-1)!;
    await run({ opened: data.opened, dropped: data.dropped, at: seoul('2026-12-02T10:00:00') });
    const [entry] = await inbox(liker);
    expect(entry).toMatchObject({ kind: 'PRICE_DROPPED', title: '찜한 일정의 가격이 내려갔어요' });
  });

  it('a slot closed again before the job runs tells no one', async () => {
    const couple = await signedInCustomer(t);
    await watch(couple);
    const id = await openSaturday(saturday);
    const closed = await console_('PATCH', `/slots/${id}`, { open: false });
    expect(closed.statusCode, closed.body).toBe(200);
    await run({ opened: [id], dropped: [], at: seoul('2026-12-03T10:00:00') });
    expect(await inbox(couple)).toEqual([]);
  });
});
