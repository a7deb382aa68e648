import { randomUUID } from 'node:crypto';
import { bookingReminderAt } from '@wedding/domain/notification-rules';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { deliveriesOf, noticesOf } from '../helpers/notices.ts';
import { createStaff, signedInStaff } from '../helpers/staff.ts';

// Issue 28 with payments off: a hold turned into a booking request is the hall's new work (HALL_NEW_REQUEST by
// 알림톡 to its answering staff, with the request's answer deadline), written in the request's transaction; the
// couple withdrawing it tells the hall in its inbox; a decline of an unpaid request says '0원' refunded.

const DAY = 24 * 60 * 60_000;

describe('booking request notices, payments off (issue 28)', () => {
  let t: TestApp;
  let slots: { id: number }[] = [];
  let next = 0;

  const call = (method: 'POST' | 'DELETE', headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });

  const request = async () => {
    const nick = `요청부부${randomUUID().slice(0, 6)}`;
    const couple = { ...(await signedInCustomer(t, { nick })), nick };
    const slot = slots[next++]!;
    const held = await call('POST', couple.headers, '/v3/book/slot-holds', { weddingDayId: slot.id });
    expect(held.statusCode).toBe(201);
    const id = held.json().item.id as number;
    const requested = await call('POST', couple.headers, `/v3/book/slot-holds/${id}/request`);
    expect(requested.statusCode).toBe(200);
    const [row] = await queryRows<{ partner_id: number; answer_due_at: Date | string }>(
      t.database.db,
      sql`SELECT w.partner_id, h.answer_due_at FROM slot_holds h JOIN wedding_days w ON w.id = h.wedding_day_id
          WHERE h.id = ${id}`,
    );
    return { couple, id, partnerId: Number(row!.partner_id), dueAt: new Date(row!.answer_due_at) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    slots = await holdableSlots(t.database, 6);
  });
  afterAll(() => t.close());

  it('a request tells the hall with its deadline, by 알림톡 to staff with a number, once', async () => {
    const probe = slots[0]!;
    const [p] = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT partner_id FROM wedding_days WHERE id = ${probe.id}`,
    );
    const partnerId = Number(p!.partner_id);
    await t.database.db.execute(sql`UPDATE partner_staff SET notify_tel = NULL WHERE partner_id = ${partnerId}`);
    const manager = await createStaff(t.database, { partnerId, role: 'MANAGER', notifyTel: '010-3333-4444' });

    const booking = await request();
    expect(booking.partnerId).toBe(partnerId);
    const entries = await noticesOf(t.database, `booking:${booking.id}:REQUESTED`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'HALL_NEW_REQUEST', audience: 'PARTNER', partner_id: partnerId });
    const seoul = new Date(booking.dueAt.getTime() + 9 * 60 * 60_000);
    const due = `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일 ${String(seoul.getUTCHours()).padStart(2, '0')}:${String(seoul.getUTCMinutes()).padStart(2, '0')}`;
    expect(entries[0]!.variables).toMatchObject({ 요청종류: '예식 일정 예약 요청', 답변기한: due });
    expect(entries[0]!.body).toContain(`${due}까지 답변해 주세요.`);
    expect(await deliveriesOf(t.database, `booking:${booking.id}:REQUESTED`)).toMatchObject([
      { channel: 'ALIMTALK', recipient: `staff:${manager.id}` },
    ]);
    // A request is not paid: no reminder until the hall confirms it.
    const jobs = await queryRows(
      t.database.db,
      sql`SELECT id FROM pgboss.job WHERE name = 'booking-reminder' AND singleton_key = ${`booking-reminder-${booking.id}`}`,
    );
    expect(jobs).toEqual([]);
  });

  it('the couple withdrawing a request tells the hall by its nick; a withdrawn hold tells nobody', async () => {
    const booking = await request();
    const res = await call('DELETE', booking.couple.headers, `/v3/book/slot-holds/${booking.id}`);
    expect(res.statusCode).toBe(200);
    const [entry, ...more] = await noticesOf(t.database, `booking:${booking.id}:CANCELLED_BY_COUPLE`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'HALL_BOOKING_CANCELLED', partner_id: booking.partnerId });
    expect(entry!.variables.고객).toBe(booking.couple.nick);

    const couple = await signedInCustomer(t);
    const held = await call('POST', couple.headers, '/v3/book/slot-holds', { weddingDayId: slots[next++]!.id });
    const holdId = held.json().item.id as number;
    expect((await call('DELETE', couple.headers, `/v3/book/slot-holds/${holdId}`)).statusCode).toBe(200);
    expect(await noticesOf(t.database, `booking:${holdId}:%`)).toEqual([]);
  });

  it('the hall confirming a request tells the couple 예약금 0원 and schedules the reminder 7 days before', async () => {
    const booking = await request();
    // The wedding 30+ days out on a Friday to Sunday, at an hour no other slot uses.
    let days = 30;
    while (![5, 6, 0].includes(new Date(`${seoulToday(new Date(Date.now() + days * DAY))}T00:00:00Z`).getUTCDay()))
      days += 1;
    const date = seoulToday(new Date(Date.now() + days * DAY));
    const dayName = ['SUNDAY', '', '', '', '', 'FRIDAY', 'SATURDAY'][new Date(`${date}T00:00:00Z`).getUTCDay()];
    await t.database.db.execute(
      sql`UPDATE wedding_days SET wedding_date = ${date}, day_of_week = ${dayName}, wedding_time = '20:53'
          WHERE id = (SELECT wedding_day_id FROM slot_holds WHERE id = ${booking.id})`,
    );
    const staff = await signedInStaff(t, { partnerId: booking.partnerId, role: 'MESSAGES' });
    const res = await call('POST', staff.headers, `/v3/partner-center/bookings/slots/${booking.id}/confirm`);
    expect(res.statusCode).toBe(200);
    const [entry] = await noticesOf(t.database, `booking:${booking.id}:CONFIRMED`);
    expect(entry!.variables.예약금).toBe('0원');
    const jobs = await queryRows<{ start_after: Date | string }>(
      t.database.db,
      sql`SELECT start_after FROM pgboss.job WHERE name = 'booking-reminder'
          AND singleton_key = ${`booking-reminder-${booking.id}`}`,
    );
    expect(jobs.map((j) => new Date(j.start_after).toISOString())).toEqual([
      bookingReminderAt(date, new Date())!.toISOString(),
    ]);
  });

  it('a declined unpaid request tells the couple 환불 금액 0원', async () => {
    const booking = await request();
    const staff = await signedInStaff(t, { partnerId: booking.partnerId, role: 'MESSAGES' });
    const res = await call('POST', staff.headers, `/v3/partner-center/bookings/slots/${booking.id}/decline`, {
      reasonCode: 'CONDITIONS_MISMATCH',
      reasonText: '',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await noticesOf(t.database, `booking:${booking.id}:DECLINED`);
    expect(entry!.variables).toMatchObject({ 사유: '요청하신 조건을 맞추기 어려워요', 환불금액: '0원' });
  });
});
