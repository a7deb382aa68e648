import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi } from '../../../../scripts/lib/hold-race.ts';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { BOOKING_JOBS } from '../../src/modules/bookings/jobs.ts';
import type { JobQueue } from '../../src/shared/jobs/job-queue.ts';
import { createPgBossQueue } from '../../src/shared/jobs/pg-boss-queue.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { createPostgresTestDatabase } from '../helpers/test-database.ts';

// Issue 27 done-when: "Two processes, 200 pending requests with deadlines in the past → each acted on exactly once
// (SQL count), refund calls to the fake exactly once each." Two API processes run the job queue's workers on one
// PostgreSQL; every deadline's job is queued twice (as a retried send would), and the minute's scan runs too.
const JWT_SECRET = 'booking-deadlines-secret-'.repeat(3);
const VISITS = 100;
const BOOKINGS = 100;
const DEPOSIT = 300_000;

const pg = await createPostgresTestDatabase();

describe.skipIf(pg === null)('deadlines across two API processes on PostgreSQL (issue 27)', () => {
  const children: ChildProcess[] = [];
  let database: Database;
  let toss: FakeToss;
  let dataDir = '';
  let sender: JobQueue;
  let visitIds: number[] = [];
  let bookingIds: number[] = [];
  let ports: number[] = [];

  const until = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`timed out: ${await progress()}`);
  };
  const progress = async () =>
    JSON.stringify(
      await queryRows(
        database.db,
        sql`SELECT 'visit' AS k, state, count(*)::int AS n FROM visit_reservations WHERE id IN ${sql.raw(`(${visitIds.join(',')})`)} GROUP BY state
            UNION ALL SELECT 'refund', state, count(*)::int FROM booking_refunds WHERE hold_id IN ${sql.raw(`(${bookingIds.join(',')})`)} GROUP BY state`,
      ),
    );
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(database.db, query))[0]!.n);

  /**
   * 100 visit requests and 100 paid bookings waiting for the hall, all due at `due` (the visits asked 24 hours
   * before it, the bookings paid 48 hours before), with their Toss payments; `tag` names their payment keys.
   */
  const seedPending = async (due: Date, tag: string) => {
    const db = database.db;
    const requested = new Date(due.getTime() - 24 * 60 * 60_000);
    const paid = new Date(due.getTime() - 48 * 60 * 60_000);
    const customers = await queryRows<{ id: number }>(db, sql`SELECT id FROM customers ORDER BY id`);
    // One open visit per couple and hall: couples × halls that take visits.
    visitIds = (
      await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO visit_reservations (customer_id, partner_id, visit_date, visit_time, state, answer_due_at, created_at)
            SELECT c.id, p.id, current_date + 3, '11:00', 'REQUESTED', ${due}, ${requested}
            FROM customers c CROSS JOIN (SELECT id FROM partners WHERE type = 2 AND consulting_used) p
            ORDER BY c.id, p.id LIMIT ${VISITS}
            RETURNING id`,
      )
    ).map((r) => Number(r.id));
    expect(visitIds).toHaveLength(VISITS);
    // Any open future slot will do: these bookings were paid before the test (the seed has too few contract halls'
    // slots for 100 holds).
    const slots = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM wedding_days WHERE state = 'OPEN' AND wedding_date > current_date + 1 ORDER BY id LIMIT ${BOOKINGS}`,
    );
    expect(slots).toHaveLength(BOOKINGS);
    bookingIds = [];
    for (const [i, slot] of slots.entries()) {
      const key = `${tag}_${i}`;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO slot_holds (wedding_day_id, customer_id, kind, state, payment_amount, paid_at, payment_key, answer_due_at, created_at)
            VALUES (${Number(slot.id)}, ${customers[i % customers.length]!.id}, 'BOOKING', 'PAID', ${DEPOSIT}, ${paid}, ${key}, ${due}, ${paid})
            RETURNING id`,
      );
      await db.execute(sql`UPDATE wedding_days SET state = 'BOOKED' WHERE id = ${Number(slot.id)}`);
      toss.payments.set(key, { paymentKey: key, orderId: `order-${tag}-${i}`, amount: DEPOSIT, status: 'DONE' });
      bookingIds.push(Number(row!.id));
    }
  };

  /** Every visit EXPIRED and every booking's refund REFUNDED, then each acted on exactly once. */
  const expectEachActedOnOnce = async (tag: string) => {
    const ids = (list: number[]) => sql.raw(`(${list.join(',')})`);
    await until(
      async () =>
        (await count(sql`SELECT count(*)::int AS n FROM booking_refunds
                         WHERE hold_id IN ${ids(bookingIds)} AND state = 'REFUNDED'`)) === BOOKINGS &&
        (await count(sql`SELECT count(*)::int AS n FROM visit_reservations
                         WHERE id IN ${ids(visitIds)} AND state = 'EXPIRED'`)) === VISITS,
      120_000,
    );
    // Let any late duplicate (job, scan) run: it must find nothing to do.
    await new Promise((r) => setTimeout(r, 3_000));
    const expiries = await queryRows<{ kind: string; n: number; moves: number }>(
      database.db,
      sql`SELECT entity_kind AS kind, count(DISTINCT entity_id)::int AS n, count(*)::int AS moves
          FROM booking_transitions
          WHERE to_state = 'EXPIRED' AND actor = 'SYSTEM'
            AND ((entity_kind = 'VISIT' AND entity_id IN ${ids(visitIds)})
              OR (entity_kind = 'SLOT' AND entity_id IN ${ids(bookingIds)}))
          GROUP BY entity_kind ORDER BY entity_kind`,
    );
    expect(expiries).toEqual([
      { kind: 'SLOT', n: BOOKINGS, moves: BOOKINGS },
      { kind: 'VISIT', n: VISITS, moves: VISITS },
    ]);
    const cancels = toss.cancels.filter((c) => c.paymentKey.startsWith(`${tag}_`));
    expect(cancels).toHaveLength(BOOKINGS);
    expect(new Set(cancels.map((c) => c.paymentKey)).size).toBe(BOOKINGS);
    expect(cancels.every((c) => c.amount === DEPOSIT)).toBe(true);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM wedding_days w JOIN slot_holds h ON h.wedding_day_id = w.id
                      WHERE h.id IN ${ids(bookingIds)} AND w.state <> 'OPEN'`),
    ).toBe(0);
    return cancels.length;
  };

  beforeAll(async () => {
    database = pg!.database;
    const db = database.db;
    toss = await startFakeToss();
    dataDir = await mkdtemp(path.join(tmpdir(), 'booking-deadlines-'));
    // Nothing else of the seed is due: only this test's requests are acted on.
    await db.execute(sql`UPDATE visit_reservations SET state = 'CANCELLED_BY_COUPLE', answer_due_at = NULL
                         WHERE state IN ('REQUESTED', 'PROPOSED', 'CONFIRMED')`);
    await db.execute(sql`UPDATE slot_holds SET state = 'CANCELLED_BY_COUPLE', answer_due_at = NULL
                         WHERE state IN ('HOLD', 'PAID', 'REQUESTED')`);
    await db.execute(sql`UPDATE wedding_days SET state = 'OPEN' WHERE state = 'HELD'`);
    await seedPending(new Date(Date.now() - 60 * 60_000), 'two_proc');

    const extra = {
      TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
      TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
      TOSS_API_BASE_URL: toss.url,
      JOB_WORKERS: '1',
      JOB_POLL_SECONDS: '0.5',
      // Each process's clock can be moved (PUT /__test/clock), which exists under NODE_ENV=test only.
      NODE_ENV: 'test',
      TEST_CLOCK: '1',
    };
    ports = [await freePort(), await freePort()];
    children.push(
      ...(await Promise.all(
        ports.map((port) => startApi(port, { databaseUrl: pg!.url, jwtSecret: JWT_SECRET, dataDir, extra })),
      )),
    );
    // The test only queues: every deadline's job twice, with different keys, so both processes may take one.
    sender = createPgBossQueue({ database, log: { warn: () => {} }, runWorkers: false, pollingSeconds: 1 });
    for (const queue of [BOOKING_JOBS.visitDeadline, BOOKING_JOBS.bookingDeadline]) sender.work(queue, async () => {});
    await sender.start();
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await sender?.stop();
    await toss?.close();
    await pg?.database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('acts on each of 200 past deadlines exactly once and refunds each paid booking with one Toss cancel', {
    timeout: 150_000,
  }, async () => {
    for (const copy of [1, 2]) {
      for (const id of visitIds)
        await sender.send(BOOKING_JOBS.visitDeadline, { id }, { singletonKey: `two-proc-visit-${id}-${copy}` });
      for (const id of bookingIds)
        await sender.send(BOOKING_JOBS.bookingDeadline, { id }, { singletonKey: `two-proc-booking-${id}-${copy}` });
    }
    const cancels = await expectEachActedOnOnce('two_proc');
    console.info(
      `two-process deadlines: ${VISITS} visits and ${BOOKINGS} bookings expired once each (2 jobs queued per deadline), ` +
        `${cancels} Toss cancels of ${toss.calls.filter((c) => c.path.startsWith('/v1/payments/two_proc_')).length} calls`,
    );
  });

  it("moves both processes' clocks past 200 deadlines at once: each is acted on exactly once", {
    timeout: 150_000,
  }, async () => {
    // Due in two hours by the real clock: no job or scan acts until the processes' clocks say so.
    await seedPending(new Date(Date.now() + 2 * 60 * 60_000), 'moved_clock');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM visit_reservations WHERE id IN ${sql.raw(`(${visitIds.join(',')})`)} AND state = 'REQUESTED'`,
      ),
    ).toBe(VISITS);
    // Both clocks jump three hours at the same moment; each process scans what is now due, racing the other.
    const moved = await Promise.all(
      ports.map((port) =>
        fetch(`http://127.0.0.1:${port}/__test/clock`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offsetMs: 3 * 60 * 60_000 }),
        }),
      ),
    );
    expect(moved.map((r) => r.status)).toEqual([200, 200]);
    const cancels = await expectEachActedOnOnce('moved_clock');
    console.info(
      `two-process deadlines on a moved clock: ${VISITS} visits and ${BOOKINGS} bookings expired once each, ${cancels} Toss cancels`,
    );
  });
});
