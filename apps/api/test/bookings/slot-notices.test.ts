import { randomUUID } from 'node:crypto';
import { DEADLINE_MISSED_MESSAGE } from '@wedding/domain/booking-labels';
import { bookingReminderAt } from '@wedding/domain/notification-rules';
import { formatWon } from '@wedding/domain/price';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { deliveriesOf, noticesOf } from '../helpers/notices.ts';
import { createStaff, signedInStaff, type TestStaff } from '../helpers/staff.ts';

// Issue 28 §1: every slot booking move writes its notification in the move's transaction — the hall's new work
// (a paid booking, a request) by 알림톡 to its answering staff, the couple's outcomes (confirmed, declined, expired,
// cancelled by the hall, refunded) by 알림톡, the couple's cancel in the console inbox — and nothing after a
// refused or lost move. A paid or confirmed booking gets its reminder 7 days before the wedding (§4).
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('slot booking notices (issue 28)', () => {
  let t: TestApp;
  let toss: FakeToss;
  let slots: { id: number; deposit: number }[] = [];
  let nextSlot = 0;
  /** Per hall: an OWNER with a 알림톡 number, a CALENDAR member with one (not told), a MESSAGES member without. */
  const told = new Map<number, { owner: TestStaff; calendar: TestStaff }>();

  const setClock = (ms: number) => t.app.services.testClock!.setOffset(ms);
  const write = (headers: Record<string, string>, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const hallStaff = async (partnerId: number) => (await signedInStaff(t, { partnerId, role: 'MESSAGES' })).headers;
  const notices = (event: string) => noticesOf(t.database, event);
  const deliveries = (event: string) => deliveriesOf(t.database, event);

  /** A wedding `days` out on a Friday to Sunday (weddings are on those days), at an hour no other slot uses. */
  const moveWedding = async (slotId: number, days: number, time: string) => {
    let d = days;
    while (![5, 6, 0].includes(new Date(`${seoulToday(new Date(Date.now() + d * DAY))}T00:00:00Z`).getUTCDay())) d += 1;
    const date = seoulToday(new Date(Date.now() + d * DAY));
    const dayName = ['SUNDAY', '', '', '', '', 'FRIDAY', 'SATURDAY'][new Date(`${date}T00:00:00Z`).getUTCDay()];
    await t.database.db.execute(
      sql`UPDATE wedding_days SET wedding_date = ${date}, day_of_week = ${dayName}, wedding_time = ${time}
          WHERE id = ${slotId}`,
    );
    return date;
  };

  /** A new couple holds the next slot (its wedding `days` out) and pays its deposit through the fake Toss. */
  const paidBooking = async (days = 60) => {
    const nick = `예비부부${randomUUID().slice(0, 6)}`;
    const couple = { ...(await signedInCustomer(t, { nick })), nick };
    const slot = slots[nextSlot++]!;
    const weddingDate = await moveWedding(slot.id, days, `20:${String(10 + nextSlot).padStart(2, '0')}`);
    const held = await write(couple.headers, '/v3/book/slot-holds', { weddingDayId: slot.id });
    expect(held.statusCode).toBe(201);
    const hold = held.json().item;
    const paid = await write(couple.headers, `/v3/book/slot-holds/${hold.id}/pay`, {
      paymentKey: `pk_${randomUUID()}`,
      orderId: hold.orderId,
      amount: slot.deposit,
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT partner_id FROM wedding_days WHERE id = ${slot.id}`,
    );
    const partnerId = Number(row!.partner_id);
    return { couple, id: hold.id as number, slot, partnerId, weddingDate, staff: await hallStaff(partnerId) };
  };

  const reminderJobs = (id: number) =>
    queryRows<{ start_after: Date | string; state: string }>(
      t.database.db,
      sql`SELECT start_after, state FROM pgboss.job WHERE name = 'booking-reminder'
          AND singleton_key = ${`booking-reminder-${id}`}`,
    );

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
    await t.app.ready();
    slots = (await holdableSlots(t.database, 400)).filter((s) => s.deposit > 0).slice(0, 8);
    expect(slots).toHaveLength(8);
    const partners = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT DISTINCT partner_id FROM wedding_days WHERE id IN (${sql.join(
        slots.map((s) => sql`${s.id}`),
        sql`, `,
      )})`,
    );
    for (const { partner_id } of partners) {
      const partnerId = Number(partner_id);
      // Only these staff carry a number in this hall: the recipients below are exactly them.
      await t.database.db.execute(sql`UPDATE partner_staff SET notify_tel = NULL WHERE partner_id = ${partnerId}`);
      told.set(partnerId, {
        owner: await createStaff(t.database, { partnerId, role: 'OWNER', notifyTel: '010-2222-3333' }),
        calendar: await createStaff(t.database, { partnerId, role: 'CALENDAR', notifyTel: '010-4444-5555' }),
      });
    }
  });
  afterEach(() => setClock(0));
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  it('a paid booking tells the hall by 알림톡 (answering staff with a number only) and schedules its reminder', async () => {
    const booking = await paidBooking(60);
    const [entry, ...more] = await notices(`booking:${booking.id}:PAID`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'HALL_NEW_REQUEST',
      audience: 'PARTNER',
      partner_id: booking.partnerId,
      title: '새 예식 일정 예약 요청이 도착했어요',
      link: `/partner-center/bookings?kind=SLOT&from=${booking.weddingDate}&to=${booking.weddingDate}`,
    });
    expect(entry!.variables.요청종류).toBe('예식 일정 예약 요청');
    expect(entry!.variables.답변기한).toMatch(/^\d{1,2}월 \d{1,2}일 \d{2}:\d{2}$/);
    const staff = told.get(booking.partnerId)!;
    expect((await deliveries(`booking:${booking.id}:PAID`)).map((d) => [d.channel, d.recipient])).toEqual([
      ['ALIMTALK', `staff:${staff.owner.id}`],
    ]);
    // Issue 28 §4: 7 days before the wedding at 10:00 Seoul, one job per booking.
    const jobs = await reminderJobs(booking.id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe(
      bookingReminderAt(booking.weddingDate, new Date())!.toISOString(),
    );
    expect(new Date(jobs[0]!.start_after).toISOString()).toMatch(/T01:00:00\.000Z$/);
  });

  it('the hall confirms: the couple is told the deposit in won, once; a second confirm is refused and tells nobody', async () => {
    const booking = await paidBooking(60);
    const ok = await write(booking.staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
    expect(ok.statusCode).toBe(200);
    const again = await write(booking.staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
    expect(again.statusCode).toBe(409);
    const entries = await notices(`booking:${booking.id}:CONFIRMED`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'BOOKING_CONFIRMED',
      audience: 'CUSTOMER',
      customer_id: booking.couple.id,
      title: '예식 일정 예약이 확정되었어요',
      link: '/mypage/bookings',
    });
    expect(entries[0]!.variables.예약금).toBe(formatWon(booking.slot.deposit));
    expect(entries[0]!.body).toContain(`예약금: ${formatWon(booking.slot.deposit)}`);
    expect(await deliveries(`booking:${booking.id}:CONFIRMED`)).toMatchObject([
      { channel: 'ALIMTALK', recipient: `customer:${booking.couple.id}`, state: 'PENDING' },
    ]);
    // Still one reminder job: the one the payment scheduled.
    expect(await reminderJobs(booking.id)).toHaveLength(1);
  });

  it('the couple cancels: the hall is told in its inbox; the refund is told once even when runRefund runs twice', async () => {
    const booking = await paidBooking(200);
    const quote = (
      await t.app.inject({ url: `/v3/book/bookings/slots/${booking.id}/refund-quote`, headers: booking.couple.headers })
    ).json().item;
    const cancelled = await write(booking.couple.headers, `/v3/book/bookings/slots/${booking.id}/cancel`, {
      expectedRefund: quote.refund,
    });
    expect(cancelled.statusCode).toBe(200);
    const [hall] = await notices(`booking:${booking.id}:CANCELLED_BY_COUPLE`);
    expect(hall).toMatchObject({
      kind: 'HALL_BOOKING_CANCELLED',
      audience: 'PARTNER',
      partner_id: booking.partnerId,
      title: '고객이 예식 일정 예약을 취소했어요',
    });
    expect(hall!.variables.고객).toBe(booking.couple.nick);
    // In-app only (the catalog gives it no 알림톡).
    expect(await deliveries(`booking:${booking.id}:CANCELLED_BY_COUPLE`)).toEqual([]);
    expect(await notices(`booking:${booking.id}:REFUNDED`)).toEqual([]);

    await Promise.allSettled([
      t.app.services.bookings.runRefund(booking.id),
      t.app.services.bookings.runRefund(booking.id),
    ]);
    await t.app.services.bookings.runRefund(booking.id);
    const refunded = await notices(`booking:${booking.id}:REFUNDED`);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ kind: 'REFUND_DONE', customer_id: booking.couple.id });
    expect(refunded[0]!.variables.환불금액).toBe(formatWon(quote.refund));
    expect(await deliveries(`booking:${booking.id}:REFUNDED`)).toHaveLength(1);

    // The reminder job finds the booking cancelled and tells nobody.
    await t.app.services.bookings.remindBooking(booking.id);
    expect(await notices(`booking:${booking.id}:REMINDER`)).toEqual([]);
  });

  it('a decline tells the reason from the list and the full refund; a hall cancel with 기타 tells its own words', async () => {
    const declined = await paidBooking(60);
    await write(declined.staff, `/v3/partner-center/bookings/slots/${declined.id}/decline`, {
      reasonCode: 'ALREADY_BOOKED',
      reasonText: '',
    });
    const [d] = await notices(`booking:${declined.id}:DECLINED`);
    expect(d).toMatchObject({ kind: 'BOOKING_DECLINED', customer_id: declined.couple.id });
    expect(d!.variables).toMatchObject({ 사유: '이미 다른 예약이 있어요', 환불금액: formatWon(declined.slot.deposit) });

    const cancelled = await paidBooking(60);
    await write(cancelled.staff, `/v3/partner-center/bookings/slots/${cancelled.id}/confirm`);
    const res = await write(cancelled.staff, `/v3/partner-center/bookings/slots/${cancelled.id}/cancel`, {
      reasonCode: 'OTHER',
      reasonText: '연회장 공사로 예식을 진행할 수 없어요',
    });
    expect(res.statusCode).toBe(200);
    const [c] = await notices(`booking:${cancelled.id}:CANCELLED_BY_HALL`);
    expect(c).toMatchObject({ kind: 'BOOKING_CANCELLED_BY_HALL', customer_id: cancelled.couple.id });
    expect(c!.variables.사유).toBe('연회장 공사로 예식을 진행할 수 없어요');
    expect(await deliveries(`booking:${cancelled.id}:CANCELLED_BY_HALL`)).toHaveLength(1);
  });

  it('a paid booking left unanswered expires once with the deadline reason, even with two scans at once', async () => {
    const booking = await paidBooking(60);
    setClock(48 * HOUR + 60_000);
    await Promise.all([t.app.services.bookings.actOnDue(), t.app.services.bookings.actOnDue()]);
    const entries = await notices(`booking:${booking.id}:EXPIRED`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.variables).toMatchObject({ 사유: DEADLINE_MISSED_MESSAGE });
    expect(await deliveries(`booking:${booking.id}:EXPIRED`)).toHaveLength(1);
  });

  it('the reminder job tells a confirmed booking once; a wedding under 7 days away gets no job', async () => {
    const booking = await paidBooking(60);
    await write(booking.staff, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
    await t.app.services.bookings.remindBooking(booking.id);
    await t.app.services.bookings.remindBooking(booking.id);
    const entries = await notices(`booking:${booking.id}:REMINDER`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'BOOKING_REMINDER', title: '예식이 7일 남았어요' });

    const soon = await paidBooking(3);
    expect(await reminderJobs(soon.id)).toEqual([]);
  });
});
