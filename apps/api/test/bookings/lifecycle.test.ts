import { randomUUID } from 'node:crypto';
import { DEADLINE_MISSED_MESSAGE } from '@wedding/domain/booking-labels';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partners, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { consultingHall } from '../helpers/consulting-hall.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 27: the visit and slot booking lifecycle through the API — every transition by its actor, the deadlines
// acted on once, the refund by the hall's own table through Toss's cancel (the local fake), Toss failing.
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The hall's disclosed table in these tests: 150+ days 10 %, 90+ days 30 %, else 100 % of the deposit. */
const PENALTIES = [
  { minDaysBefore: 150, percent: 10, base: 'DEPOSIT' },
  { minDaysBefore: 90, percent: 30, base: 'DEPOSIT' },
  { minDaysBefore: 0, percent: 100, base: 'DEPOSIT' },
];

describe('booking lifecycle (issue 27)', () => {
  let t: TestApp;
  let toss: FakeToss;
  let hall: typeof partners.$inferSelect;
  let otherHallId: number;
  let slots: { id: number; deposit: number }[] = [];
  let nextSlot = 0;

  const setClock = (ms: number) => t.app.services.testClock!.setOffset(ms);
  const write = (headers: Record<string, string>, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ url, headers });
  const couple = async () => (await signedInCustomer(t)).headers;
  const hallStaff = async (partnerId = hall.id) => (await signedInStaff(t, { partnerId, role: 'MESSAGES' })).headers;
  const transitions = (kind: 'VISIT' | 'SLOT', id: number) =>
    queryRows<{ from_state: string | null; to_state: string; actor: string; staff_id: number | null }>(
      t.database.db,
      sql`SELECT from_state, to_state, actor, staff_id FROM booking_transitions
          WHERE entity_kind = ${kind} AND entity_id = ${id} ORDER BY id`,
    );
  const slotState = async (id: number) =>
    (await t.database.db.select({ s: weddingDays.state }).from(weddingDays).where(eq(weddingDays.id, id)))[0]!.s;

  /** A new couple asks the hall for a visit `daysAhead` days out at `time`. */
  const requestVisit = async (daysAhead = 2, time = '11:00') => {
    const auth = await couple();
    const days = (await get(auth, `/v3/book/consulting/${hall.id}/visit-slots`)).json().item;
    const res = await write(auth, '/v3/book/visit-reservations', {
      partnerId: hall.id,
      visitDate: days[daysAhead - 1].date,
      visitTime: time,
      expectedMinPersonnel: 150,
      groomName: '김신랑',
      groomTel: '010-1234-5678',
      brideName: '이신부',
      brideTel: '010-8765-4321',
    });
    expect(res.statusCode).toBe(201);
    return { auth, id: res.json().item.id as number, date: days[daysAhead - 1].date as string };
  };

  /** A new couple holds the next slot and pays its deposit through the fake Toss. */
  const paidBooking = async () => {
    const auth = await couple();
    const slot = slots[nextSlot++]!;
    const held = await write(auth, '/v3/book/slot-holds', { weddingDayId: slot.id });
    expect(held.statusCode).toBe(201);
    const hold = held.json().item;
    const paid = await write(auth, `/v3/book/slot-holds/${hold.id}/pay`, {
      paymentKey: `pk_${randomUUID()}`,
      orderId: hold.orderId,
      amount: slot.deposit,
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT partner_id FROM wedding_days WHERE id = ${slot.id}`,
    );
    return { auth, id: hold.id as number, slot, partnerId: Number(row!.partner_id) };
  };

  beforeAll(async () => {
    toss = await startFakeToss();
    t = await buildTestApp({
      env: {
        TEST_CLOCK: '1',
        TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
        TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
        TOSS_API_BASE_URL: toss.url,
      },
    });
    const db = t.database.db;
    hall = await consultingHall(db);
    const [other] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.type, 2), sql`${partners.id} <> ${hall.id}`))
      .limit(1);
    otherHallId = other!.id;
    slots = (await holdableSlots(t.database, 400)).filter((s) => s.deposit > 0).slice(0, 12);
    expect(slots).toHaveLength(12);
    await db.execute(sql`UPDATE price_disclosures SET penalties = ${JSON.stringify(PENALTIES)}::jsonb`);
  });
  afterEach(() => setClock(0));
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  describe('visits', () => {
    it('a request waits for the hall with its deadline; the hall sees no phone number until it confirms', async () => {
      const { auth, id } = await requestVisit(2, '10:00');
      const mine = (await get(auth, '/v3/book/bookings')).json().item.visits;
      const visit = mine.find((v: { id: number }) => v.id === id);
      expect(visit).toMatchObject({ state: 'REQUESTED', stateLabel: '답변 대기', actions: { cancel: true } });
      // min(24 h after the request, the visit): the visit is two days out, so 24 hours.
      const due = new Date(visit.answerDueAt).getTime() - new Date(visit.createdAt).getTime();
      expect(due).toBe(24 * HOUR);
      expect(visit.history).toMatchObject([{ from: null, to: 'REQUESTED', actor: 'COUPLE' }]);

      const staff = await hallStaff();
      const before = (await get(staff, `/v3/partner-center/bookings/visits/${id}`)).json().item;
      expect(before).toMatchObject({ groomName: '김신랑', groomTel: null, brideTel: null, state: 'REQUESTED' });
      expect(before.answerMsLeft).toBeGreaterThan(23 * HOUR);
      const confirmed = await write(staff, `/v3/partner-center/bookings/visits/${id}/confirm`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().item).toMatchObject({
        state: 'CONFIRMED',
        groomTel: '010-1234-5678',
        brideTel: '010-8765-4321',
        answerDueAt: null,
      });
      expect(await transitions('VISIT', id)).toMatchObject([
        { to_state: 'REQUESTED', actor: 'COUPLE' },
        { from_state: 'REQUESTED', to_state: 'CONFIRMED', actor: 'HALL' },
      ]);
      const [audit] = await queryRows<{ action: string }>(
        t.database.db,
        sql`SELECT action FROM partner_audit_log WHERE target = ${`visit_reservation:${id}`}`,
      );
      expect(audit?.action).toBe('booking.visit.confirm');
      // Confirming twice (a second tab, a race): the second finds it no longer REQUESTED.
      const again = await write(staff, `/v3/partner-center/bookings/visits/${id}/confirm`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('VISIT_NOT_OPEN');
    });

    it('checks the actor: a couple cannot confirm, another hall cannot see or act, the hall cannot accept', async () => {
      const { auth, id } = await requestVisit(3, '10:00');
      expect((await write(auth, `/v3/partner-center/bookings/visits/${id}/confirm`)).statusCode).toBe(401);
      const other = await hallStaff(otherHallId);
      const foreign = await write(other, `/v3/partner-center/bookings/visits/${id}/confirm`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('VISIT_NOT_FOUND');
      const stranger = await couple();
      expect((await write(stranger, `/v3/book/bookings/visits/${id}/cancel`)).statusCode).toBe(404);
      // A couple's own visit can be taken only through the couple's routes; the hall's cookie is no couple.
      const staff = await hallStaff();
      expect((await write(staff, `/v3/book/bookings/visits/${id}/accept-proposal`)).statusCode).toBe(401);
      expect((await transitions('VISIT', id)).map((r) => r.to_state)).toEqual(['REQUESTED']);
    });

    it('declines with a reason from the list (OTHER needs text), and the hour opens again', async () => {
      const { auth, id, date } = await requestVisit(4, '12:00');
      const staff = await hallStaff();
      const hourOf = async () =>
        (await get(auth, `/v3/book/consulting/${hall.id}/visit-slots`))
          .json()
          .item.find((d: { date: string }) => d.date === date)
          .times.find((x: { time: string }) => x.time === '12:00');
      expect(await hourOf()).toMatchObject({ booked: 1, available: false });
      const bare = await write(staff, `/v3/partner-center/bookings/visits/${id}/decline`, { reasonCode: 'OTHER' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().code).toBe('REASON_REQUIRED');
      const odd = await write(staff, `/v3/partner-center/bookings/visits/${id}/decline`, { reasonCode: 'NOPE' });
      expect(odd.statusCode).toBe(400);
      const res = await write(staff, `/v3/partner-center/bookings/visits/${id}/decline`, {
        reasonCode: 'HALL_CLOSED',
        reasonText: '그날은 대관 행사가 있어요',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({
        state: 'DECLINED',
        reason: { code: 'HALL_CLOSED', label: '휴무일이거나 행사가 있어요', text: '그날은 대관 행사가 있어요' },
      });
      expect(await hourOf()).toMatchObject({ booked: 0, available: true });
      // Nobody moves it out of a final state.
      for (const action of ['confirm', 'visited', 'no-show'])
        expect((await write(staff, `/v3/partner-center/bookings/visits/${id}/${action}`)).statusCode).toBe(409);
      expect((await write(auth, `/v3/book/bookings/visits/${id}/cancel`)).statusCode).toBe(409);
    });

    it('a proposed time is taken or refused by the couple in one call', async () => {
      const staff = await hallStaff();
      const a = await requestVisit(5, '10:00');
      const days = (await get(a.auth, `/v3/book/consulting/${hall.id}/visit-slots`)).json().item;
      const proposed = await write(staff, `/v3/partner-center/bookings/visits/${a.id}/propose`, {
        visitDate: days[6].date,
        visitTime: '12:00',
      });
      expect(proposed.statusCode).toBe(200);
      expect(proposed.json().item).toMatchObject({ state: 'PROPOSED', proposedVisitTime: '12:00:00' });
      const past = await write(staff, `/v3/partner-center/bookings/visits/${a.id}/propose`, {
        visitDate: '2020-01-01',
        visitTime: '12:00',
      });
      expect(past.statusCode).toBe(409);
      const accepted = await write(a.auth, `/v3/book/bookings/visits/${a.id}/accept-proposal`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().item).toMatchObject({
        state: 'CONFIRMED',
        visitDate: days[6].date,
        visitTime: '12:00:00',
        proposedVisitDate: null,
      });

      const b = await requestVisit(5, '11:00');
      await write(staff, `/v3/partner-center/bookings/visits/${b.id}/propose`, {
        visitDate: days[7].date,
        visitTime: '10:00',
      });
      const refused = await write(b.auth, `/v3/book/bookings/visits/${b.id}/decline-proposal`);
      expect(refused.json().item).toMatchObject({
        state: 'CANCELLED_BY_COUPLE',
        reason: { code: 'PROPOSAL_DECLINED' },
      });
    });

    it('marks visited or no-show only after the visit time', async () => {
      const staff = await hallStaff();
      const { id } = await requestVisit(1, '11:00');
      await write(staff, `/v3/partner-center/bookings/visits/${id}/confirm`);
      const early = await write(staff, `/v3/partner-center/bookings/visits/${id}/visited`);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('VISIT_NOT_YET');
      setClock(2 * DAY);
      // (A console session signed in two days ago would have lapsed: a fresh one at the moved time.)
      const later = await hallStaff();
      const res = await write(later, `/v3/partner-center/bookings/visits/${id}/no-show`);
      expect(res.statusCode).toBe(200);
      expect(res.json().item.state).toBe('NO_SHOW');
      // Phones stay visible for a visit that was confirmed.
      expect(res.json().item.groomTel).toBe('010-1234-5678');
    });

    it('expires a request the hall left unanswered, exactly once, and tells the couple why in Korean', async () => {
      const { auth, id, date } = await requestVisit(3, '11:00');
      await t.app.services.bookings.actOnDue();
      expect(await t.app.services.bookings.expireVisit(id)).toBe(false);
      expect((await transitions('VISIT', id)).map((m) => m.to_state)).toEqual(['REQUESTED']);
      setClock(24 * HOUR + 60_000);
      const first = await t.app.services.bookings.actOnDue();
      expect(first.visits).toBeGreaterThanOrEqual(1);
      await t.app.services.bookings.actOnDue();
      expect(await t.app.services.bookings.expireVisit(id)).toBe(false);
      const moves = await transitions('VISIT', id);
      expect(moves.filter((m) => m.to_state === 'EXPIRED')).toEqual([
        { from_state: 'REQUESTED', to_state: 'EXPIRED', actor: 'SYSTEM', staff_id: null },
      ]);
      const visit = (await get(auth, `/v3/book/bookings/visits/${id}`)).json().item;
      expect(visit).toMatchObject({
        state: 'EXPIRED',
        stateLabel: '기한 만료',
        reason: { code: 'DEADLINE_MISSED', label: DEADLINE_MISSED_MESSAGE },
      });
      expect(DEADLINE_MISSED_MESSAGE).toBe('기한 내 답변이 없어 요청이 취소되었어요');
      const hour = (await get(auth, `/v3/book/consulting/${hall.id}/visit-slots`))
        .json()
        .item.find((d: { date: string }) => d.date === date)
        ?.times.find((x: { time: string }) => x.time === '11:00');
      expect(hour).toMatchObject({ booked: 0 });
      // Final: the hall's late answer changes nothing.
      const staff = await hallStaff();
      expect((await write(staff, `/v3/partner-center/bookings/visits/${id}/confirm`)).statusCode).toBe(409);
    });

    it('the test clock route acts on every due deadline at the moved time', async () => {
      const { id } = await requestVisit(4, '11:00');
      const res = await t.app.inject({ method: 'PUT', url: '/__test/clock', payload: { offsetMs: 25 * HOUR } });
      expect(res.statusCode).toBe(200);
      expect(res.json().due.visits).toBeGreaterThanOrEqual(1);
      expect((await transitions('VISIT', id)).at(-1)).toMatchObject({ to_state: 'EXPIRED', actor: 'SYSTEM' });
    });
  });

  describe('slot bookings and refunds', () => {
    it('the hall confirms a paid booking; the couple cancels 100 days before and gets what the table says, once', async () => {
      const booking = await paidBooking();
      // The wedding on the first Friday to Sunday 100 days or more from today in Seoul (weddings are on those
      // days), at an hour no other slot of the room uses.
      let daysBefore = 100;
      while (
        ![5, 6, 0].includes(new Date(`${seoulToday(new Date(Date.now() + daysBefore * DAY))}T00:00:00Z`).getUTCDay())
      )
        daysBefore += 1;
      const weddingDate = seoulToday(new Date(Date.now() + daysBefore * DAY));
      const dayName = ['SUNDAY', '', '', '', '', 'FRIDAY', 'SATURDAY'][
        new Date(`${weddingDate}T00:00:00Z`).getUTCDay()
      ];
      await t.database.db.execute(
        sql`UPDATE wedding_days SET wedding_date = ${weddingDate}, day_of_week = ${dayName}, wedding_time = '20:47'
            WHERE id = ${booking.slot.id}`,
      );
      const staff = await hallStaff(booking.partnerId);
      const inbox = (await get(staff, '/v3/partner-center/bookings?kind=SLOT&state=WAITING')).json().item;
      const waiting = inbox.bookings.find((b: { id: number }) => b.id === booking.id);
      expect(waiting).toMatchObject({ state: 'PAID', paid: true, actions: { confirm: true, decline: true } });
      expect(waiting.answerMsLeft).toBeGreaterThan(47 * HOUR);
      const count = (await get(staff, '/v3/partner-center/bookings/count')).json().item;
      expect(count.bookings).toBeGreaterThanOrEqual(1);
      const confirmed = await write(staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().item.state).toBe('CONFIRMED');

      const quote = (await get(booking.auth, `/v3/book/bookings/slots/${booking.id}/refund-quote`)).json().item;
      const penalty = Math.floor((booking.slot.deposit * 30) / 100);
      expect(quote).toEqual({
        paid: booking.slot.deposit,
        penalty,
        refund: booking.slot.deposit - penalty,
        daysBefore,
        rule: { minDaysBefore: 90, percent: 30, base: 'DEPOSIT' },
      });
      // A figure the couple was not shown by the server: nothing changes.
      const stale = await write(booking.auth, `/v3/book/bookings/slots/${booking.id}/cancel`, {
        expectedRefund: booking.slot.deposit,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('REFUND_CHANGED');
      expect((await transitions('SLOT', booking.id)).at(-1)!.to_state).toBe('CONFIRMED');

      const cancelled = await write(booking.auth, `/v3/book/bookings/slots/${booking.id}/cancel`, {
        expectedRefund: quote.refund,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().item).toMatchObject({
        state: 'CANCELLED_BY_COUPLE',
        refund: { state: 'REFUND_PENDING', label: '환불 처리 중', amount: quote.refund, penalty },
        receipt: { amount: booking.slot.deposit },
      });
      // The slot is open again at once.
      expect(await slotState(booking.slot.id)).toBe('OPEN');

      await t.app.services.bookings.runRefund(booking.id);
      await t.app.services.bookings.runRefund(booking.id);
      setClock(DAY);
      await t.app.services.bookings.actOnDue();
      const cancels = toss.cancels.filter(
        (c) => c.paymentKey.length > 0 && c.idempotencyKey === `refund-${booking.id}`,
      );
      expect(cancels).toHaveLength(1);
      expect(cancels[0]!.amount).toBe(quote.refund);
      const mine = (await get(booking.auth, `/v3/book/bookings/slots/${booking.id}`)).json().item;
      expect(mine.refund).toMatchObject({ state: 'REFUNDED', label: '환불 완료', amount: quote.refund });
      expect(mine.refund.refundedAt).not.toBeNull();
      expect(mine.receipt.paymentKeyLast4).toHaveLength(4);
      expect(mine.history.map((h: { to: string }) => h.to)).toEqual([
        'HOLD',
        'PAID',
        'CONFIRMED',
        'CANCELLED_BY_COUPLE',
      ]);
    });

    it('Toss failing leaves the refund visibly pending; the retry refunds it exactly once, in full on a decline', async () => {
      const booking = await paidBooking();
      const staff = await hallStaff(booking.partnerId);
      toss.failNextCancels(2);
      const declined = await write(staff, `/v3/partner-center/bookings/slots/${booking.id}/decline`, {
        reasonCode: 'ALREADY_BOOKED',
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json().item).toMatchObject({ state: 'DECLINED', refund: { state: 'REFUND_PENDING' } });
      await expect(t.app.services.bookings.runRefund(booking.id)).rejects.toThrow();
      await expect(t.app.services.bookings.runRefund(booking.id)).rejects.toThrow();
      const pending = (await get(booking.auth, `/v3/book/bookings/slots/${booking.id}`)).json().item;
      expect(pending.refund).toMatchObject({ state: 'REFUND_PENDING', label: '환불 처리 중', refundedAt: null });
      expect(pending.reason).toMatchObject({ code: 'ALREADY_BOOKED', label: '이미 다른 예약이 있어요' });
      await t.app.services.bookings.runRefund(booking.id);
      await t.app.services.bookings.runRefund(booking.id);
      const calls = toss.calls.filter((c) => c.idempotencyKey === `refund-${booking.id}`);
      expect(calls).toHaveLength(3);
      const done = toss.cancels.filter((c) => c.idempotencyKey === `refund-${booking.id}`);
      expect(done).toEqual([
        expect.objectContaining({ amount: booking.slot.deposit, reason: '이미 다른 예약이 있어요' }),
      ]);
      const [row] = await queryRows<{ state: string; tries: number }>(
        t.database.db,
        sql`SELECT state, tries FROM booking_refunds WHERE hold_id = ${booking.id}`,
      );
      expect(row).toEqual({ state: 'REFUNDED', tries: 3 });
    });

    it('a paid booking the hall leaves unanswered for 48 hours expires once, refunded in full, slot open', async () => {
      const booking = await paidBooking();
      setClock(47 * HOUR);
      await t.app.services.bookings.actOnDue();
      expect((await transitions('SLOT', booking.id)).at(-1)!.to_state).toBe('PAID');
      setClock(48 * HOUR + 60_000);
      await Promise.all([t.app.services.bookings.actOnDue(), t.app.services.bookings.actOnDue()]);
      expect(await t.app.services.bookings.expireBooking(booking.id)).toBe(false);
      const moves = await transitions('SLOT', booking.id);
      expect(moves.filter((m) => m.to_state === 'EXPIRED')).toHaveLength(1);
      expect(await slotState(booking.slot.id)).toBe('OPEN');
      await t.app.services.bookings.runRefund(booking.id);
      expect(toss.cancels.filter((c) => c.idempotencyKey === `refund-${booking.id}`)).toEqual([
        expect.objectContaining({ amount: booking.slot.deposit }),
      ]);
      const mine = (await get(booking.auth, `/v3/book/bookings/slots/${booking.id}`)).json().item;
      expect(mine).toMatchObject({ state: 'EXPIRED', reason: { label: DEADLINE_MISSED_MESSAGE } });
    });

    it('the hall cancels a confirmed paid booking with a reason: a full refund; the couple cannot confirm', async () => {
      const booking = await paidBooking();
      const staff = await hallStaff(booking.partnerId);
      expect((await write(booking.auth, `/v3/partner-center/bookings/slots/${booking.id}/confirm`)).statusCode).toBe(
        401,
      );
      const other = await hallStaff(booking.partnerId === otherHallId ? hall.id : otherHallId);
      expect((await write(other, `/v3/partner-center/bookings/slots/${booking.id}/confirm`)).statusCode).toBe(404);
      await write(staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
      const res = await write(staff, `/v3/partner-center/bookings/slots/${booking.id}/cancel`, {
        reasonCode: 'PRICE_CHANGED',
        reasonText: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({
        state: 'CANCELLED_BY_HALL',
        refund: { amount: booking.slot.deposit, penalty: 0 },
      });
      // The refund's job was written in the cancel's transaction: one, by its key, due at once.
      const jobs = await queryRows<{ data: { holdId: number } }>(
        t.database.db,
        sql`SELECT data FROM pgboss.job WHERE name = 'refund' AND singleton_key = ${`refund-${booking.id}`}`,
      );
      expect(jobs.map((j) => j.data)).toEqual([{ holdId: booking.id }]);
      // Final: nobody moves it on.
      expect((await write(staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`)).statusCode).toBe(409);
      const late = await write(booking.auth, `/v3/book/bookings/slots/${booking.id}/cancel`, { expectedRefund: 0 });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('BOOKING_NOT_OPEN');
    });
  });
});
