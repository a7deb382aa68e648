import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, slotHolds, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, startFakeToss } from '../helpers/fake-toss.ts';

describe('deposit payment through Toss Payments (TOSS_CLIENT_KEY and TOSS_SECRET_KEY set)', () => {
  let t: TestApp;
  let toss: Awaited<ReturnType<typeof startFakeToss>>;
  let slots: { id: number; deposit: number }[] = [];
  let auth: Record<string, string>;
  const write = (url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: payload as object,
    });
  const holdOf = async (slot: { id: number }) =>
    (await write('/v3/book/slot-holds', { weddingDayId: slot.id })).json().item;
  const slotState = async (id: number) =>
    (await t.database.db.select({ s: weddingDays.state }).from(weddingDays).where(eq(weddingDays.id, id)))[0]!.s;

  beforeAll(async () => {
    toss = await startFakeToss();
    t = await buildTestApp({
      env: {
        TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
        TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
        TOSS_API_BASE_URL: toss.url,
      },
    });
    slots = await t.database.db
      .select({ id: weddingDays.id, deposit: partners.deposit })
      .from(weddingDays)
      .innerJoin(partners, eq(partners.id, weddingDays.partnerId))
      .where(
        and(
          eq(partners.contractUsed, true),
          gt(partners.deposit, 0),
          eq(weddingDays.state, 'OPEN'),
          sql`${weddingDays.weddingDate} > current_date + 1`,
        ),
      )
      .orderBy(weddingDays.id)
      .limit(5);
    auth = await bearerForNewCustomer(t);
  });
  afterAll(async () => {
    await t.close();
    toss.server.close();
  });

  it('lets the payment window load: Toss’s origins in the page’s policy for scripts and frames', async () => {
    const policy = String((await t.app.inject({ url: '/health' })).headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(name)) ?? '';
    expect(directive('script-src')).toContain('https://js.tosspayments.com');
    expect(directive('frame-src')).toContain('https://*.tosspayments.com');
  });

  it('offers the payment window and refuses a booking request without paying', async () => {
    const hold = await holdOf(slots[0]!);
    expect(hold).toMatchObject({
      paymentEnabled: true,
      paymentClientKey: FAKE_TOSS_CLIENT_KEY,
      paymentAmount: slots[0]!.deposit,
    });
    const request = await write(`/v3/book/slot-holds/${hold.id}/request`);
    expect(request.statusCode).toBe(409);
    expect(request.json().code).toBe('PAYMENT_REQUIRED');
  });

  it('never confirms an amount other than the server’s deposit', async () => {
    const held = await holdOf(slots[1]!);
    const before = toss.calls.length;
    const res = await write(`/v3/book/slot-holds/${held.id}/pay`, {
      paymentKey: 'pk_1',
      orderId: held.orderId,
      amount: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(toss.calls.length).toBe(before);
  });

  it('confirms with Toss (Basic secret key, Idempotency-Key) and turns the hold into a paid booking', async () => {
    const held = await holdOf(slots[2]!);
    const res = await write(`/v3/book/slot-holds/${held.id}/pay`, {
      paymentKey: 'pk_ok',
      orderId: held.orderId,
      amount: slots[2]!.deposit,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ kind: 'BOOKING', state: 'ACTIVE', expiresAt: null });
    expect(res.json().item.paidAt).not.toBeNull();
    const call = toss.calls.at(-1)!;
    expect(call).toMatchObject({
      path: '/v1/payments/confirm',
      body: { paymentKey: 'pk_ok', orderId: held.orderId, amount: slots[2]!.deposit },
    });
    expect(call.idempotencyKey).toBe(`confirm-${held.orderId}`);
    expect(await slotState(slots[2]!.id)).toBe('BOOKED');
    // A paid booking is not undone by a tap: the hall refunds it under the policy shown before paying.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/v3/book/slot-holds/${held.id}`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('PAID_BOOKING_CANCEL');
    expect(await slotState(slots[2]!.id)).toBe('BOOKED');
  });

  it('frees the slot when Toss refuses, and passes on Toss’s Korean message', async () => {
    const held = await holdOf(slots[3]!);
    const res = await write(`/v3/book/slot-holds/${held.id}/pay`, {
      paymentKey: 'reject_1',
      orderId: held.orderId,
      amount: slots[3]!.deposit,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    expect(await slotState(slots[3]!.id)).toBe('OPEN');
  });

  it('refunds a payment that landed after the hold expired', async () => {
    const held = await holdOf(slots[4]!);
    await t.database.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.id, held.id));
    const res = await write(`/v3/book/slot-holds/${held.id}/pay`, {
      paymentKey: 'pk_late',
      orderId: held.orderId,
      amount: slots[4]!.deposit,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HOLD_EXPIRED');
    expect(toss.calls.at(-1)).toMatchObject({
      path: '/v1/payments/pk_late/cancel',
      body: { cancelReason: '확보 시간 만료' },
    });
  });
});
