import { randomUUID } from 'node:crypto';
import { PROPOSAL_UNANSWERED_MESSAGE } from '@wedding/domain/booking-labels';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { partnerOperationTimes, partnerProfiles, partners } from '../../src/db/schema/index.ts';
import { BOOKING_JOBS, createDeadlineScheduler } from '../../src/modules/bookings/jobs.ts';
import { createBookingRepository } from '../../src/modules/bookings/repository.ts';
import type { JobQueue } from '../../src/shared/jobs/job-queue.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 27 (lifecycle-2): a hall's proposed visit time is one of its consulting hours with room, and holds that
// hour; the couple has VISIT_ANSWER_HOURS to answer it (never past the proposed time) or the visit expires; the
// deadline's and refund's jobs are written in the transaction of the move they follow.
const HOUR = 60 * 60_000;

type Day = { date: string; times: { time: string; capacity: number; booked: number; available: boolean }[] };

describe('a hall proposes another visit time (issue 27)', () => {
  let t: TestApp;
  let hall: typeof partners.$inferSelect;

  const setClock = (ms: number) => t.app.services.testClock!.setOffset(ms);
  const write = (headers: Record<string, string>, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ url, headers });
  const hallStaff = async () => (await signedInStaff(t, { partnerId: hall.id, role: 'MESSAGES' })).headers;
  const visitSlots = async (auth: Record<string, string>) =>
    (await get(auth, `/v3/book/consulting/${hall.id}/visit-slots`)).json().item as Day[];
  const hourOf = (days: Day[], date: string, time: string) =>
    days.find((d) => d.date === date)?.times.find((x) => x.time === time);
  const jobsOf = (name: string, key: string) =>
    queryRows<{ singleton_key: string; start_after: Date }>(
      t.database.db,
      sql`SELECT singleton_key, start_after FROM pgboss.job WHERE name = ${name} AND singleton_key = ${key}`,
    );
  const visitRow = async (id: number) =>
    (
      await queryRows<{ state: string; answer_due_at: Date | null }>(
        t.database.db,
        sql`SELECT state, answer_due_at FROM visit_reservations WHERE id = ${id}`,
      )
    )[0]!;

  /** A new couple asks for a visit on the `openIndex`-th day with consulting hours, at `time`. */
  const requestVisit = async (openIndex: number, time: string) => {
    const { headers: auth } = await signedInCustomer(t);
    const days = await visitSlots(auth);
    const date = days.filter((d) => d.times.length > 0)[openIndex]!.date;
    const res = await write(auth, '/v3/book/visit-reservations', {
      partnerId: hall.id,
      visitDate: date,
      visitTime: time,
      expectedMinPersonnel: 150,
      groomName: '김신랑',
      groomTel: '010-1234-5678',
      brideName: '이신부',
      brideTel: '010-8765-4321',
    });
    expect(res.statusCode).toBe(201);
    return { auth, id: res.json().item.id as number, days, date };
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
    const db = t.database.db;
    hall = (
      await db
        .select()
        .from(partners)
        .where(and(eq(partners.type, 2), eq(partners.consultingUsed, true)))
        .limit(1)
    )[0]!;
    // Consulting Monday to Saturday 10:00–13:00 (10, 11 and 12 o'clock), one visit an hour, nothing booked yet.
    await db.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, hall.id));
    await db.insert(partnerOperationTimes).values(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((dayKey) => ({
        partnerId: hall.id,
        dayKey,
        startTime: '10:00:00',
        endTime: '13:00:00',
      })),
    );
    await db
      .update(partnerProfiles)
      .set({ consultingCapacity: 1, reservationOpenDays: 14 })
      .where(eq(partnerProfiles.partnerId, hall.id));
    await db.execute(sql`UPDATE visit_reservations SET state = 'CANCELLED_BY_COUPLE' WHERE partner_id = ${hall.id}`);
  });
  afterEach(() => setClock(0));
  afterAll(async () => {
    await t.close();
  });

  it("the console's picker lists the hall's consulting hours with what is left", async () => {
    const staff = await hallStaff();
    const res = await get(staff, '/v3/partner-center/bookings/visit-hours');
    expect(res.statusCode).toBe(200);
    const days = res.json().item as Day[];
    expect(days.length).toBe(14);
    const open = days.filter((d) => d.times.length > 0);
    expect(open.length).toBeGreaterThanOrEqual(11);
    for (const day of open) expect(day.times.map((x) => x.time)).toEqual(['10:00', '11:00', '12:00']);
    // Sundays have no consulting hours in this hall.
    expect(days.some((d) => d.times.length === 0)).toBe(true);
    // A couple cannot read the console's picker.
    const { headers: couple } = await signedInCustomer(t);
    expect((await get(couple, '/v3/partner-center/bookings/visit-hours')).statusCode).toBe(401);
  });

  it('refuses a time outside the consulting hours, off the bookable days, or the one asked, in Korean (422)', async () => {
    const staff = await hallStaff();
    const { id, days, date } = await requestVisit(1, '10:00');
    const open = days.filter((d) => d.times.length > 0);
    const closed = days.find((d) => d.times.length === 0)!;
    const cases = [
      {
        visitDate: open[2]!.date,
        visitTime: '09:00',
        message: '이 시간에는 상담을 하지 않아요. 상담 시간 중에서 골라 주세요.',
      },
      {
        visitDate: open[2]!.date,
        visitTime: '10:30',
        message: '이 시간에는 상담을 하지 않아요. 상담 시간 중에서 골라 주세요.',
      },
      {
        visitDate: closed.date,
        visitTime: '10:00',
        message: '이 시간에는 상담을 하지 않아요. 상담 시간 중에서 골라 주세요.',
      },
      { visitDate: '2099-01-04', visitTime: '10:00', message: '방문 날짜는 내일부터 14일 안에서 골라 주세요.' },
      { visitDate: date, visitTime: '10:00', message: '지금 요청된 시간과 같아요. 다른 시간을 골라 주세요.' },
    ];
    for (const { message, ...body } of cases) {
      const res = await write(staff, `/v3/partner-center/bookings/visits/${id}/propose`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PROPOSAL_UNAVAILABLE', message });
    }
    expect((await visitRow(id)).state).toBe('REQUESTED');
  });

  it('refuses an hour with no place left (409), and a PROPOSED visit holds the proposed hour, not the old one', async () => {
    const staff = await hallStaff();
    // Another couple holds day B's 11:00, the only place of that hour.
    const { date: dayB } = await requestVisit(4, '11:00');
    const { auth, id, date: dayA } = await requestVisit(3, '10:00');
    const full = await write(staff, `/v3/partner-center/bookings/visits/${id}/propose`, {
      visitDate: dayB,
      visitTime: '11:00',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'PROPOSAL_HOUR_FULL',
      message: '그 시간은 상담 예약이 다 찼어요. 다른 시간을 골라 주세요.',
    });

    const proposed = await write(staff, `/v3/partner-center/bookings/visits/${id}/propose`, {
      visitDate: dayB,
      visitTime: '12:00',
    });
    expect(proposed.statusCode).toBe(200);
    const days = await visitSlots(auth);
    expect(hourOf(days, dayB, '12:00')).toMatchObject({ booked: 1, available: false });
    expect(hourOf(days, dayA, '10:00')).toMatchObject({ booked: 0, available: true });
    // The picker says the same, and another couple cannot take the proposed hour meanwhile.
    const hours = (await get(staff, '/v3/partner-center/bookings/visit-hours')).json().item as Day[];
    expect(hourOf(hours, dayB, '12:00')).toMatchObject({ booked: 1, available: false });
    const { headers: other } = await signedInCustomer(t);
    const clash = await write(other, '/v3/book/visit-reservations', {
      partnerId: hall.id,
      visitDate: dayB,
      visitTime: '12:00',
      expectedMinPersonnel: 150,
      groomName: '박신랑',
      groomTel: '010-1111-2222',
      brideName: '최신부',
      brideTel: '010-3333-4444',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('VISIT_SLOT_FULL');
    // Accepted, the visit keeps the hour it held.
    expect((await write(auth, `/v3/book/bookings/visits/${id}/accept-proposal`)).statusCode).toBe(200);
    expect(hourOf(await visitSlots(auth), dayB, '12:00')).toMatchObject({ booked: 1 });
    expect(hourOf(await visitSlots(auth), dayA, '10:00')).toMatchObject({ booked: 0 });
  });

  it('the couple has 24 hours to answer a proposal (both sides see the deadline), then it expires once, in Korean', async () => {
    const staff = await hallStaff();
    const { auth, id, days } = await requestVisit(0, '11:00');
    const open = days.filter((d) => d.times.length > 0);
    const date = open.at(-1)!.date;
    const before = Date.now();
    const res = await write(staff, `/v3/partner-center/bookings/visits/${id}/propose`, {
      visitDate: date,
      visitTime: '12:00',
    });
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const hallVisit = res.json().item;
    expect(hallVisit).toMatchObject({ state: 'PROPOSED', answerDueAt: null });
    const due = Date.parse(hallVisit.proposalDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(due).toBeLessThanOrEqual(after + 24 * HOUR);
    const inbox = (await get(staff, '/v3/partner-center/bookings?kind=VISIT')).json().item;
    expect(inbox.visits.find((v: { id: number }) => v.id === id).proposalDueAt).toBe(hallVisit.proposalDueAt);
    const mine = (await get(auth, '/v3/book/bookings')).json().item;
    expect(mine.visits.find((v: { id: number }) => v.id === id)).toMatchObject({
      state: 'PROPOSED',
      proposalDueAt: hallVisit.proposalDueAt,
      answerDueAt: null,
    });
    // The deadline's job was queued with the proposal, at its instant.
    const [job] = await jobsOf(BOOKING_JOBS.visitDeadline, `visit-${id}-${due}`);
    expect(new Date(job!.start_after).getTime()).toBe(due);

    setClock(due - Date.now() - 60_000);
    await t.app.services.bookings.actOnDue();
    expect(await t.app.services.bookings.expireVisit(id)).toBe(false);
    expect((await visitRow(id)).state).toBe('PROPOSED');
    setClock(due - Date.now() + 60_000);
    expect((await t.app.services.bookings.actOnDue()).visits).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.bookings.expireVisit(id)).toBe(false);
    const moves = await queryRows<{ from_state: string; to_state: string; actor: string; reason_code: string }>(
      t.database.db,
      sql`SELECT from_state, to_state, actor, reason_code FROM booking_transitions
          WHERE entity_kind = 'VISIT' AND entity_id = ${id} AND to_state = 'EXPIRED'`,
    );
    expect(moves).toEqual([
      { from_state: 'PROPOSED', to_state: 'EXPIRED', actor: 'SYSTEM', reason_code: 'PROPOSAL_UNANSWERED' },
    ]);
    const visit = (await get(auth, `/v3/book/bookings/visits/${id}`)).json().item;
    expect(visit).toMatchObject({
      state: 'EXPIRED',
      stateLabel: '기한 만료',
      proposalDueAt: null,
      reason: { code: 'PROPOSAL_UNANSWERED', label: '제안된 시간에 답하지 않아 요청이 취소되었어요' },
    });
    expect(PROPOSAL_UNANSWERED_MESSAGE).toBe('제안된 시간에 답하지 않아 요청이 취소되었어요');
    // The proposed hour is free again; a late yes changes nothing.
    expect(hourOf(await visitSlots(auth), date, '12:00')).toMatchObject({ booked: 0 });
    expect((await write(auth, `/v3/book/bookings/visits/${id}/accept-proposal`)).statusCode).toBe(409);
  });

  it('a proposal sooner than 24 hours away lapses at the proposed time', async () => {
    // The clock at 23:00 in Seoul the evening before the first day with consulting hours: its 10:00 is 11 hours away.
    const first = (await visitSlots((await signedInCustomer(t)).headers)).find((d) => d.times.length > 0)!.date;
    const proposedAt = Date.parse(`${first}T10:00:00+09:00`);
    setClock(proposedAt - 11 * HOUR - Date.now());
    const staff = await hallStaff();
    const { id } = await requestVisit(2, '10:00');
    const res = await write(staff, `/v3/partner-center/bookings/visits/${id}/propose`, {
      visitDate: first,
      visitTime: '10:00',
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().item.proposalDueAt)).toBe(proposedAt);
    expect(new Date((await visitRow(id)).answer_due_at!).getTime()).toBe(proposedAt);
  });

  describe('jobs in the transaction of the move', () => {
    const moveWith = async (id: number, afterMove: (tx: Db) => Promise<void>) => {
      const repo = createBookingRepository(t.database.db);
      return repo.moveVisit({
        id,
        from: 'REQUESTED',
        to: 'CONFIRMED',
        actor: 'HALL',
        at: new Date(),
        set: { answerDueAt: null },
        afterMove,
      });
    };

    it('a rolled-back transition leaves no job; a committed one has it', async () => {
      const schedule = createDeadlineScheduler(t.app.services.jobs);
      const due = new Date(Date.now() + 3 * HOUR);
      const a = await requestVisit(6, '10:00');
      await expect(
        moveWith(a.id, async (tx) => {
          await schedule.visitDeadline(a.id, due, tx);
          throw new Error('the move failed after its job was written');
        }),
      ).rejects.toThrow('the move failed');
      expect((await visitRow(a.id)).state).toBe('REQUESTED');
      expect(await jobsOf(BOOKING_JOBS.visitDeadline, `visit-${a.id}-${due.getTime()}`)).toEqual([]);

      const moved = await moveWith(a.id, (tx) => schedule.visitDeadline(a.id, due, tx));
      expect(moved).toMatchObject({ state: 'CONFIRMED' });
      expect(await jobsOf(BOOKING_JOBS.visitDeadline, `visit-${a.id}-${due.getTime()}`)).toHaveLength(1);
    });

    it('a send that fails inside the transaction rolls back alone: the move commits and the scan is the backstop', async () => {
      const broken: JobQueue = {
        ...t.app.services.jobs,
        async send(_queue, _data, options = {}) {
          // As a queue whose table is missing would: a failing statement in the transaction, then the throw.
          await (options.tx as Db).execute(sql`SELECT * FROM pgboss.no_such_table`);
        },
      };
      const schedule = createDeadlineScheduler(broken);
      const b = await requestVisit(7, '10:00');
      const moved = await moveWith(b.id, (tx) => schedule.visitDeadline(b.id, new Date(), tx));
      expect(moved).toMatchObject({ state: 'CONFIRMED' });
      expect((await visitRow(b.id)).state).toBe('CONFIRMED');
    });

    it("a couple's visit request is written with its deadline's job", async () => {
      const { id } = await requestVisit(8, '11:00');
      const due = (await visitRow(id)).answer_due_at!;
      expect(await jobsOf(BOOKING_JOBS.visitDeadline, `visit-${id}-${new Date(due).getTime()}`)).toHaveLength(1);
    });
  });
});
