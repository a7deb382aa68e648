import type { StatisticsWeek } from '@wedding/contract/partner-statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { createStatisticsRepository } from '../../src/modules/partner-statistics/repository.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { SEED_NOW } from '../helpers/test-database.ts';

const DAY = 86_400_000;
const KST = 9 * 3_600_000;

/** The Monday (Asia/Seoul) of the week an instant falls in, computed apart from the SQL under test. */
function seoulMonday(at: Date): string {
  const local = new Date(at.getTime() + KST);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - back * DAY).toISOString().slice(0, 10);
}
/** Noon (Asia/Seoul) of the Wednesday `weeksAgo` weeks before `now`'s week. */
function wednesdayNoon(now: Date, weeksAgo: number): Date {
  const monday = new Date(`${seoulMonday(now)}T12:00:00+09:00`);
  return new Date(monday.getTime() + (2 - 7 * weeksAgo) * DAY);
}

describe('dashboard statistics (issue 26 §6)', () => {
  let t: TestApp;
  let hallId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    // The hall that takes holds and has the most of them in the seed.
    const [row] = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT d.partner_id FROM slot_holds s JOIN wedding_days d ON d.id = s.wedding_day_id
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    hallId = row!.partner_id;
  });
  afterAll(() => t.close());

  /** Every figure of the partner, bucketed in JavaScript from the rows themselves. */
  async function expectedFromRows(partnerId: number, now: Date) {
    const rows = await queryRows<{ kind: string; at: Date | string }>(
      t.database.db,
      sql`SELECT 'views' AS kind, created_at AS at FROM page_events WHERE partner_id = ${partnerId} AND name = 'hall_view'
          UNION ALL SELECT 'likes', created_at FROM partner_likes WHERE partner_id = ${partnerId}
          UNION ALL SELECT 'likes', l.created_at FROM individual_hall_likes l JOIN individual_halls h ON h.id = l.individual_hall_id WHERE h.partner_id = ${partnerId}
          UNION ALL SELECT 'likes', l.created_at FROM wedding_day_likes l JOIN wedding_days d ON d.id = l.wedding_day_id WHERE d.partner_id = ${partnerId}
          UNION ALL SELECT 'holds', s.created_at FROM slot_holds s JOIN wedding_days d ON d.id = s.wedding_day_id WHERE d.partner_id = ${partnerId}
          UNION ALL SELECT 'bookings', coalesce(s.paid_at, s.updated_at, s.created_at) FROM slot_holds s JOIN wedding_days d ON d.id = s.wedding_day_id
            WHERE d.partner_id = ${partnerId} AND s.kind = 'BOOKING' AND s.state NOT IN ('CANCELLED_BY_COUPLE', 'CANCELLED_BY_HALL')
          UNION ALL SELECT 'visitRequests', created_at FROM visit_reservations WHERE partner_id = ${partnerId}`,
    );
    const weeks = Array.from({ length: 12 }, (_, i) => seoulMonday(new Date(now.getTime() - (11 - i) * 7 * DAY)));
    const figures = new Map(weeks.map((w) => [w, { views: 0, likes: 0, holds: 0, visitRequests: 0, bookings: 0 }]));
    for (const r of rows) {
      const week = figures.get(seoulMonday(new Date(r.at)));
      if (week) week[r.kind as keyof typeof week] += 1;
    }
    return weeks.map((weekStart) => ({ weekStart, ...figures.get(weekStart)! }));
  }

  it('counts the seed’s rows by Seoul week, the 12 weeks up to now, oldest first', async () => {
    const repository = createStatisticsRepository(t.database.db);
    const weeks = await repository.weekly(hallId, SEED_NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]!.week_start).toBe(seoulMonday(SEED_NOW));
    const expected = await expectedFromRows(hallId, SEED_NOW);
    expect(
      weeks.map((w) => ({
        weekStart: w.week_start,
        views: w.views,
        likes: w.likes,
        holds: w.holds,
        visitRequests: w.visit_requests,
        bookings: w.bookings,
      })),
    ).toEqual(expected);
    // The seed gives the hall some activity to count, so the comparison above is not between two empty lists.
    expect(expected.reduce((sum, w) => sum + w.likes + w.holds + w.visitRequests, 0)).toBeGreaterThan(0);
  });

  it('adds exactly the rows a test inserts, in their weeks, and answers the conversion through the API', async () => {
    const before: StatisticsWeek[] = (
      await t.app.inject({
        url: '/v3/partner-center/statistics',
        headers: (await signedInStaff(t, { partnerId: hallId, role: 'MANAGER' })).headers,
      })
    ).json().item.weeks;
    const now = new Date();
    const threeAgo = wednesdayNoon(now, 3);
    const oneAgo = wednesdayNoon(now, 1);
    // 40 views three weeks ago, 10 views one week ago; outside the window, 5 views 13 weeks ago.
    const views = (at: Date, n: number) =>
      t.database.db.execute(
        sql`INSERT INTO page_events (partner_id, name, tab_id, scroll_depth, created_at)
            SELECT ${hallId}, 'hall_view', 1, 0, ${at.toISOString()}::timestamptz FROM generate_series(1, ${n})`,
      );
    await views(threeAgo, 40);
    await views(oneAgo, 10);
    await views(wednesdayNoon(now, 13), 5);
    // A scroll event is not a view.
    await t.database.db.execute(
      sql`INSERT INTO page_events (partner_id, name, tab_id, scroll_depth, created_at) VALUES (${hallId}, 'hall_scroll', 1, 50, ${threeAgo.toISOString()}::timestamptz)`,
    );
    // Two visit requests three weeks ago, one of them cancelled later (still a request).
    for (const state of ['REQUESTED', 'CANCELLED_BY_COUPLE']) {
      const customer = await createCustomer(t.database);
      await t.database.db.execute(
        sql`INSERT INTO visit_reservations (customer_id, partner_id, visit_date, visit_time, state, created_at)
            VALUES (${customer.id}, ${hallId}, '2027-01-09', '11:00', ${state}, ${threeAgo.toISOString()}::timestamptz)`,
      );
    }
    // A heart on the hall one week ago.
    const fan = await createCustomer(t.database);
    await t.database.db.execute(
      sql`INSERT INTO partner_likes (customer_id, partner_id, created_at) VALUES (${fan.id}, ${hallId}, ${oneAgo.toISOString()}::timestamptz)`,
    );

    const staff = await signedInStaff(t, { partnerId: hallId, role: 'OWNER' });
    const res = await t.app.inject({ url: '/v3/partner-center/statistics', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const after: StatisticsWeek[] = res.json().item.weeks;
    expect(after).toHaveLength(12);
    type Week = StatisticsWeek;
    const at = (list: Week[], when: Date): Week => list.find((w) => w.weekStart === seoulMonday(when))!;
    expect(at(after, threeAgo).views - at(before, threeAgo).views).toBe(40);
    expect(at(after, threeAgo).visitRequests - at(before, threeAgo).visitRequests).toBe(2);
    expect(at(after, oneAgo).views - at(before, oneAgo).views).toBe(10);
    expect(at(after, oneAgo).likes - at(before, oneAgo).likes).toBe(1);
    const week = at(after, threeAgo);
    expect(week.conversion).toBe(Math.round((week.visitRequests / week.views) * 10_000) / 10_000);
    expect(
      after.reduce((s: number, w: { views: number }) => s + w.views, 0) -
        before.reduce((s: number, w: { views: number }) => s + w.views, 0),
    ).toBe(50);
  });

  it('is for OWNER and MANAGER: CALENDAR and MESSAGES are 403', async () => {
    for (const role of ['CALENDAR', 'MESSAGES'] as const) {
      const staff = await signedInStaff(t, { partnerId: hallId, role });
      const res = await t.app.inject({ url: '/v3/partner-center/statistics', headers: staff.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});
