import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partners, slotHolds, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';

// Issue 12 slot holds: a fixed window (10 minutes by default) in which nobody else can hold or book the slot;
// one ACTIVE hold or booking per slot (a database constraint); Idempotency-Key on every write; expiry in the
// same transaction as a new attempt and by the sweep.
describe('slot holds', () => {
  let t: TestApp;
  const openSlots: number[] = [];
  let noContractSlot: number;
  let deposit = 0;

  const signIn = () => bearerForNewCustomer(t);
  const hold = (auth: Record<string, string>, weddingDayId: number, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...auth, 'idempotency-key': key },
      payload: { weddingDayId },
    });
  const slotState = async (id: number) =>
    (await t.database.db.select({ state: weddingDays.state }).from(weddingDays).where(eq(weddingDays.id, id)))[0]!
      .state;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const rows = await holdableSlots(t.database, 9);
    for (const r of rows) openSlots.push(r.id);
    deposit = rows[0]!.deposit;
    noContractSlot = (
      await db
        .select({ id: weddingDays.id })
        .from(weddingDays)
        .innerJoin(partners, eq(partners.id, weddingDays.partnerId))
        .where(and(eq(partners.contractUsed, false), eq(weddingDays.state, 'OPEN')))
        .limit(1)
    )[0]!.id;
  });
  afterAll(() => t.close());

  it('needs a login and an Idempotency-Key', async () => {
    expect((await hold({}, openSlots[0]!)).statusCode).toBe(401);
    const auth = await signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: auth,
      payload: { weddingDayId: openSlots[0] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('holds a slot for 10 minutes at the hall’s deposit; nobody else can hold it meanwhile', async () => {
    const auth = await signIn();
    const before = Date.now();
    const res = await hold(auth, openSlots[0]!);
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({
      weddingDayId: openSlots[0],
      kind: 'HOLD',
      state: 'ACTIVE',
      paymentAmount: deposit,
      paymentEnabled: false,
    });
    const minutes = (Date.parse(item.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10.01);
    expect(item.slot.weddingDayId).toBe(openSlots[0]);
    expect(await slotState(openSlots[0]!)).toBe('HELD');
    const other = await hold(await signIn(), openSlots[0]!);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'SLOT_ALREADY_HELD',
      message: '다른 분이 먼저 이 일정을 확보했어요. 다른 일정을 골라 주세요.',
    });
  });

  it('refuses a hall that takes no contracts', async () => {
    const res = await hold(await signIn(), noContractSlot);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONTRACT_NOT_USED');
  });

  it('answers a repeat with the first answer, and refuses the key with another request', async () => {
    const auth = await signIn();
    const key = randomUUID();
    const first = await hold(auth, openSlots[1]!, key);
    const again = await hold(auth, openSlots[1]!, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().item.id).toBe(first.json().item.id);
    const reused = await hold(auth, openSlots[2]!, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('makes one hold of 20 parallel repeats of one request with one key', async () => {
    const auth = await signIn();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => hold(auth, openSlots[3]!, key)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().item.id)).size).toBe(1);
    const rows = await t.database.db.select().from(slotHolds).where(eq(slotHolds.weddingDayId, openSlots[3]!));
    expect(rows).toHaveLength(1);
  });

  it('gives a slot to exactly one of many customers trying at once', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => signIn()));
    const answers = await Promise.all(customers.map((auth) => hold(auth, openSlots[4]!)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(11);
    const active = await t.database.db
      .select()
      .from(slotHolds)
      .where(and(eq(slotHolds.weddingDayId, openSlots[4]!), eq(slotHolds.state, 'HOLD')));
    expect(active).toHaveLength(1);
  });

  it('expires a lapsed hold in the transaction of the next attempt, and says HOLD_EXPIRED to its owner', async () => {
    const owner = await signIn();
    const held = (await hold(owner, openSlots[5]!)).json().item;
    await t.database.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.id, held.id));
    expect((await t.app.inject({ url: `/v3/book/slot-holds/${held.id}`, headers: owner })).json().item.state).toBe(
      'EXPIRED',
    );
    const late = await t.app.inject({
      method: 'POST',
      url: `/v3/book/slot-holds/${held.id}/request`,
      headers: { ...owner, 'idempotency-key': randomUUID() },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HOLD_EXPIRED');
    const next = await hold(await signIn(), openSlots[5]!);
    expect(next.statusCode).toBe(201);
    const states = await t.database.db
      .select({ state: slotHolds.state })
      .from(slotHolds)
      .where(eq(slotHolds.weddingDayId, openSlots[5]!));
    expect(states.map((s) => s.state).sort()).toEqual(['EXPIRED', 'HOLD']);
  });

  it('a hold and its booking request are written with their jobs (expiry, the hall’s deadline)', async () => {
    const jobOf = async (name: string, key: string) =>
      queryRows<{ start_after: Date }>(
        t.database.db,
        sql`SELECT start_after FROM pgboss.job WHERE name = ${name} AND singleton_key = ${key}`,
      );
    const owner = await signIn();
    const held = (await hold(owner, openSlots[8]!)).json().item;
    const [expiry] = await jobOf('hold-expiry', `hold-${held.id}`);
    expect(new Date(expiry!.start_after).toISOString()).toBe(held.expiresAt);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/v3/book/slot-holds/${held.id}/request`,
      headers: { ...owner, 'idempotency-key': randomUUID() },
    });
    expect(requested.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ due: slotHolds.answerDueAt })
      .from(slotHolds)
      .where(eq(slotHolds.id, held.id));
    const due = row!.due!.getTime();
    const [deadline] = await jobOf('booking-deadline', `booking-${held.id}-${due}`);
    expect(new Date(deadline!.start_after).getTime()).toBe(due);
  });

  it('the sweep expires lapsed holds and reopens their slots', async () => {
    const held = (await hold(await signIn(), openSlots[6]!)).json().item;
    await t.database.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.id, held.id));
    expect(await t.app.services.slotHolds.expireStale()).toBeGreaterThanOrEqual(1);
    expect(await slotState(openSlots[6]!)).toBe('OPEN');
  });

  it('turns a hold into a booking request (payments off) that takes the slot off the lists; cancel frees it', async () => {
    const auth = await signIn();
    const held = (await hold(auth, openSlots[7]!)).json().item;
    const requested = await t.app.inject({
      method: 'POST',
      url: `/v3/book/slot-holds/${held.id}/request`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().item).toMatchObject({ kind: 'BOOKING', state: 'ACTIVE', expiresAt: null, paidAt: null });
    expect(await slotState(openSlots[7]!)).toBe('BOOKED');
    const detail = await t.app.inject({ url: `/v3/public/wedding/day/${openSlots[7]}` });
    expect(detail.json().item.isAvailable).toBe(false);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/v3/book/slot-holds/${held.id}`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(cancelled.json().item.state).toBe('CANCELLED');
    expect(await slotState(openSlots[7]!)).toBe('OPEN');
    // Another customer's hold is not yours to see.
    expect((await t.app.inject({ url: `/v3/book/slot-holds/${held.id}`, headers: await signIn() })).statusCode).toBe(
      404,
    );
  });
});
