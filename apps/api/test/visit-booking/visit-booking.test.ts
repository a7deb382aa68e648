import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfiles, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { consultingHall } from '../helpers/consulting-hall.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';

// Issue 12 visit booking: consulting hours with capacity, the duplicate check (one ACTIVE visit per customer and
// hall, enforced by the database), §5 visit time and expected visitors, §3 paymentAmount = deposit, cancel.
describe('visit booking', () => {
  let t: TestApp;
  let hall: typeof partners.$inferSelect;
  let closedHall: typeof partners.$inferSelect;
  const signIn = () => bearerForNewCustomer(t);
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    hall = await consultingHall(db);
    closedHall = (
      await db
        .select()
        .from(partners)
        .where(and(eq(partners.type, 2), eq(partners.consultingUsed, false)))
        .limit(1)
    )[0]!;
    auth = await signIn();
  });
  afterAll(() => t.close());

  const slots = async (headers = auth) => t.app.inject({ url: `/v3/book/consulting/${hall.id}/visit-slots`, headers });
  const body = (over: Record<string, unknown> = {}) => ({
    partnerId: hall.id,
    visitDate: '',
    visitTime: '11:00',
    expectedMinPersonnel: 180,
    hopeWeddingYearMonths: [],
    hopeWeddingDaysOfTheWeek: ['SATURDAY'],
    hopeWeddingTimes: ['12:00'],
    groomName: '김신랑',
    groomTel: '010-1234-5678',
    brideName: '이신부',
    brideTel: '010-8765-4321',
    ...over,
  });
  // Every write carries an Idempotency-Key (decision 0033); a fresh one per call unless a test retries.
  const book = (payload: Record<string, unknown>, headers = auth, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/book/visit-reservations',
      headers: key === null ? headers : { ...headers, 'idempotency-key': key },
      payload,
    });
  const cancel = (id: number, headers = auth, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v3/book/visit-reservations/${id}`,
      headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    });

  it('answers 401 to a guest', async () => {
    expect((await slots({})).statusCode).toBe(401);
    expect((await book(body({ visitDate: '2026-12-01' }), {})).statusCode).toBe(401);
  });

  it('lists tomorrow through 14 days with the hall’s consulting hours, and refuses a hall without consultations', async () => {
    const res = await slots();
    expect(res.statusCode).toBe(200);
    const days = res.json().item;
    expect(days).toHaveLength(14);
    expect(days[0].times.map((x: { time: string }) => x.time)).toEqual(['10:00', '11:00', '12:00']);
    expect(days[0].times[0]).toMatchObject({ capacity: 1, booked: 0, available: true });
    const closed = await t.app.inject({ url: `/v3/book/consulting/${closedHall.id}/visit-slots`, headers: auth });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CONSULTING_UNAVAILABLE');
  });

  it('books with ":00" on the time, min..min+50 guests and the hall’s deposit as the payment', async () => {
    const date = (await slots()).json().item[1].date;
    const res = await book(body({ visitDate: date, hopeWeddingYearMonths: [], paymentAmount: 1 }));
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({
      partnerId: hall.id,
      partnerUuid: hall.uuid,
      visitDate: date,
      visitTime: '11:00:00',
      expectedMinPersonnel: 180,
      expectedMaxPersonnel: 230,
      paymentAmount: hall.deposit,
      state: 'ACTIVE',
    });
    const check = await t.app.inject({ url: `/v3/book/consulting/${hall.id}/visit-reservation`, headers: auth });
    expect(check.json().item.id).toBe(item.id);
    // The hour is now full (capacity 1) for everyone.
    const hour = (await slots()).json().item[1].times.find((x: { time: string }) => x.time === '11:00');
    expect(hour).toMatchObject({ booked: 1, available: false });
  });

  it('refuses a second active visit to the same hall (database constraint), and a full hour to someone else', async () => {
    const date = (await slots()).json().item[2].date;
    const again = await book(body({ visitDate: date }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VISIT_ALREADY_RESERVED',
      message: '이 웨딩홀에 이미 방문 예약이 있어요.',
    });
    const other = await signIn();
    const taken = (await slots()).json().item[1];
    const full = await book(body({ visitDate: taken.date, visitTime: '11:00' }), other);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('VISIT_SLOT_FULL');
  });

  it('gives the last place of an hour to exactly one of many parallel customers', async () => {
    const date = (await slots()).json().item[5].date;
    const customers = await Promise.all(Array.from({ length: 8 }, () => signIn()));
    const results = await Promise.all(customers.map((h) => book(body({ visitDate: date, visitTime: '12:00' }), h)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'VISIT_SLOT_FULL')).toBe(true);
  });

  it('refuses dates and times outside the consulting hours, and bad phones, in Korean', async () => {
    const other = await signIn();
    const days = (await slots()).json().item;
    const tooLate = await book(body({ visitDate: '2099-01-01' }), other);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().code).toBe('VISIT_NOT_OPEN');
    const offHours = await book(body({ visitDate: days[3].date, visitTime: '15:00' }), other);
    expect(offHours.json()).toMatchObject({ code: 'VISIT_NOT_OPEN' });
    const phone = await book(body({ visitDate: days[3].date, groomTel: '02-123-4567' }), other);
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toContain('010-0000-0000');
    const planner = await book(body({ visitDate: days[3].date, requestedByPlanner: true }), other);
    expect(planner.json().message).toContain('플래너 이름과 연락처');
    // Hoped months stop at the hall's wedding open date (weddingOpenMonths ahead; here 3).
    await t.database.db
      .update(partnerProfiles)
      .set({ weddingOpenMonths: 3 })
      .where(eq(partnerProfiles.partnerId, hall.id));
    const far = await book(body({ visitDate: days[3].date, hopeWeddingYearMonths: ['2099-01'] }), other);
    expect(far.json()).toMatchObject({
      code: 'VISIT_NOT_OPEN',
      message: '희망 예식 월은 이번 달부터 3개월 안에서 골라 주세요.',
    });
    await t.database.db
      .update(partnerProfiles)
      .set({ weddingOpenMonths: 24 })
      .where(eq(partnerProfiles.partnerId, hall.id));
  });

  it('cancels, after which the hall can be booked again; another customer cannot cancel it', async () => {
    const mine = (await t.app.inject({ url: '/v3/book/visit-reservations', headers: auth })).json().item;
    const active = mine.find(
      (v: { state: string; partnerId: number }) => v.state === 'ACTIVE' && v.partnerId === hall.id,
    );
    const stranger = await signIn();
    expect((await cancel(active.id, stranger)).statusCode).toBe(404);
    const cancelled = await cancel(active.id);
    expect(cancelled.json().item.state).toBe('CANCELLED');
    const date = (await slots()).json().item[1].date;
    expect((await book(body({ visitDate: date, visitTime: '11:00' }))).statusCode).toBe(201);
  });
  it('refuses a booking or a cancel without an Idempotency-Key with 400, booking nothing', async () => {
    const other = await signIn();
    const date = (await slots()).json().item[6].date;
    const res = await book(body({ visitDate: date, visitTime: '10:00' }), other, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const mine = await t.app.inject({ url: '/v3/book/visit-reservations', headers: other });
    expect(mine.json().item).toEqual([]);
    const noKeyCancel = await cancel(1, other, null);
    expect(noKeyCancel.statusCode).toBe(400);
    expect(noKeyCancel.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('books once per key: a retry after a lost answer gets the same visit, not 409; the key with another body is 422', async () => {
    const other = await signIn();
    const date = (await slots()).json().item[7].date;
    const key = randomUUID();
    const first = await book(body({ visitDate: date, visitTime: '10:00' }), other, key);
    expect(first.statusCode).toBe(201);
    const retry = await book(body({ visitDate: date, visitTime: '10:00' }), other, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const mine = (await t.app.inject({ url: '/v3/book/visit-reservations', headers: other })).json().item;
    expect(mine).toHaveLength(1);
    const changed = await book(body({ visitDate: date, visitTime: '11:00' }), other, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Without the key, a second booking of this hall is what the duplicate check refuses.
    expect((await book(body({ visitDate: date, visitTime: '12:00' }), other)).json().code).toBe(
      'VISIT_ALREADY_RESERVED',
    );

    // A cancel retried with its key gets its first answer, where a new cancel finds nothing left to cancel.
    const cancelKey = randomUUID();
    const cancelled = await cancel(first.json().item.id, other, cancelKey);
    expect(cancelled.statusCode).toBe(200);
    const again = await cancel(first.json().item.id, other, cancelKey);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(cancelled.json());
    expect((await cancel(first.json().item.id, other)).statusCode).toBe(404);
  });
});
