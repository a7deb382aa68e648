import { randomUUID } from 'node:crypto';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { slotHolds, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { paymentDisagreements } from '../helpers/payment-agreement.ts';

// Deposit payments through Toss Payments with the ledger (issues 12 and 23), one API process (PGlite, and again on
// PostgreSQL). The races across two processes are in payment-race.test.ts.
const TOSS_TIMEOUT_MS = 400;
const SLOW_MS = 900;

describe('deposit payment through Toss Payments (TOSS_CLIENT_KEY and TOSS_SECRET_KEY set)', () => {
  let t: TestApp;
  let toss: FakeToss;
  let slots: { id: number; deposit: number }[] = [];
  let next = 0;
  const post = (auth: Record<string, string>, url: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: payload as object,
    });
  /** A new couple holds the next slot (a couple keeps two holds, one a hall: each case has its own). */
  const newHold = async () => {
    const auth = await bearerForNewCustomer(t);
    const slot = slots[next++]!;
    const res = await post(auth, '/v3/book/slot-holds', { weddingDayId: slot.id });
    expect(res.statusCode).toBe(201);
    const hold = res.json().item as { id: number; orderId: string; paymentAmount: number };
    const pay = (paymentKey: string) =>
      post(auth, `/v3/book/slot-holds/${hold.id}/pay`, { paymentKey, orderId: hold.orderId, amount: slot.deposit });
    const read = async () => (await t.app.inject({ url: `/v3/book/slot-holds/${hold.id}`, headers: auth })).json().item;
    return { auth, slot, hold, pay, read };
  };
  const slotState = async (id: number) =>
    (await t.database.db.select({ s: weddingDays.state }).from(weddingDays).where(eq(weddingDays.id, id)))[0]!.s;
  const attemptsOf = (holdId: number) =>
    queryRows<{ state: string; provider_status: string | null; reason: string | null }>(
      t.database.db,
      sql`SELECT state, provider_status, reason FROM payment_attempts WHERE hold_id = ${holdId} ORDER BY id`,
    );
  const confirmsOf = (paymentKey: string) =>
    toss.calls.filter((c) => c.path === '/v1/payments/confirm' && c.body.paymentKey === paymentKey);
  /** Runs the reconciler once (besides the app's own timer), then checks. */
  const afterReconcile = async (check: () => Promise<boolean>) => {
    await t.app.services.slotHolds.reconcilePayments();
    return check();
  };
  const cancelsOf = (paymentKey: string) => toss.calls.filter((c) => c.path === `/v1/payments/${paymentKey}/cancel`);

  beforeAll(async () => {
    toss = await startFakeToss({ slowMs: SLOW_MS });
    t = await buildTestApp({
      env: {
        TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
        TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
        TOSS_API_BASE_URL: toss.url,
        TOSS_TIMEOUT_MS: String(TOSS_TIMEOUT_MS),
        PAYMENT_RECONCILE_INTERVAL_MS: '100',
      },
    });
    // Each case is a couple of its own (one hold each), so slots of one hall serve them all.
    slots = (await holdableSlots(t.database, 200)).filter((s) => s.deposit > 0).slice(0, 16);
    expect(slots).toHaveLength(16);
  });
  afterAll(async () => {
    await t.close();
    await toss.close();
  });

  it('lets the payment window load: Toss’s origins in the page’s policy for scripts and frames', async () => {
    const policy = String((await t.app.inject({ url: '/health' })).headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(name)) ?? '';
    expect(directive('script-src')).toContain('https://js.tosspayments.com');
    expect(directive('frame-src')).toContain('https://*.tosspayments.com');
  });

  it('offers the payment window and refuses a booking request without paying', async () => {
    const { auth, hold, slot } = await newHold();
    expect(hold).toMatchObject({
      paymentEnabled: true,
      paymentClientKey: FAKE_TOSS_CLIENT_KEY,
      paymentAmount: slot.deposit,
      paymentState: 'NONE',
    });
    const request = await post(auth, `/v3/book/slot-holds/${hold.id}/request`);
    expect(request.statusCode).toBe(409);
    expect(request.json().code).toBe('PAYMENT_REQUIRED');
  });

  it('never confirms an amount other than the server’s deposit, and records nothing', async () => {
    const { auth, hold } = await newHold();
    const before = toss.calls.length;
    const res = await post(auth, `/v3/book/slot-holds/${hold.id}/pay`, {
      paymentKey: 'pk_wrong_amount',
      orderId: hold.orderId,
      amount: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(toss.calls.length).toBe(before);
    expect(await attemptsOf(hold.id)).toEqual([]);
  });

  it('records the attempt, confirms with Toss (Basic secret key, one key per payment) and books the slot', async () => {
    const { auth, hold, slot, pay } = await newHold();
    const res = await pay('pk_ok');
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ kind: 'BOOKING', state: 'ACTIVE', expiresAt: null, paymentState: 'PAID' });
    expect(res.json().item.paidAt).not.toBeNull();
    const [call] = confirmsOf('pk_ok');
    expect(call).toMatchObject({ body: { paymentKey: 'pk_ok', orderId: hold.orderId, amount: slot.deposit } });
    expect(call!.auth).toBe(`Basic ${Buffer.from(`${FAKE_TOSS_SECRET_KEY}:`).toString('base64')}`);
    expect(call!.idempotencyKey).toBe('confirm-pk_ok');
    expect(await attemptsOf(hold.id)).toEqual([{ state: 'CONFIRMED', provider_status: 'DONE', reason: null }]);
    expect(await slotState(slot.id)).toBe('BOOKED');
    // A paid booking is not undone by a tap: the hall refunds it under the policy shown before paying.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/v3/book/slot-holds/${hold.id}`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('PAID_BOOKING_CANCEL');
    expect(await slotState(slot.id)).toBe('BOOKED');
  });

  it('answers the same payment again with its booking, without a second confirm', async () => {
    const { hold, pay } = await newHold();
    expect((await pay('pk_twice')).statusCode).toBe(200);
    const again = await pay('pk_twice');
    expect(again.statusCode).toBe(200);
    expect(again.json().item).toMatchObject({ id: hold.id, paymentState: 'PAID' });
    expect(confirmsOf('pk_twice')).toHaveLength(1);
    expect(cancelsOf('pk_twice')).toHaveLength(0);
  });

  it('the same payment sent twice at once (a double tap) is confirmed once, and both calls get its outcome, not 409', async () => {
    const { hold, pay } = await newHold();
    const [a, b] = await Promise.all([pay('pk_double_tap'), pay('pk_double_tap')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const res of [a, b]) expect(res.json().item).toMatchObject({ id: hold.id, paymentState: 'PAID' });
    expect(confirmsOf('pk_double_tap')).toHaveLength(1);
    expect(cancelsOf('pk_double_tap')).toHaveLength(0);
  });

  it('frees the slot when Toss refuses, and passes on Toss’s Korean message', async () => {
    const { hold, slot, pay, read } = await newHold();
    const res = await pay('reject_1');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
    });
    expect(await slotState(slot.id)).toBe('OPEN');
    expect(await read()).toMatchObject({ state: 'CANCELLED', paymentState: 'FAILED' });
    expect((await attemptsOf(hold.id))[0]).toMatchObject({ state: 'FAILED', provider_status: 'REJECT_CARD_PAYMENT' });
  });

  it('never asks Toss to confirm once the hold has run out: an approval never confirmed is never charged', async () => {
    const { hold, pay } = await newHold();
    await t.database.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.id, hold.id));
    const res = await pay('pk_late');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('HOLD_EXPIRED');
    expect(confirmsOf('pk_late')).toHaveLength(0);
  });

  it('never asks Toss to confirm for a hall an operator paused after the hold (409 PARTNER_PAUSED), and keeps the hold', async () => {
    const { hold, slot, pay, read } = await newHold();
    const [row] = await queryRows<{ partner_id: number }>(
      t.database.db,
      sql`SELECT partner_id FROM wedding_days WHERE id = ${slot.id}`,
    );
    const partnerId = row!.partner_id;
    await t.database.db.execute(
      sql`UPDATE partners SET paused_at = now(), pause_reason = '점검' WHERE id = ${partnerId}`,
    );
    try {
      const res = await pay('pk_paused');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PARTNER_PAUSED', message: PARTNER_PAUSED_MESSAGES.REQUEST_REFUSED });
      expect(confirmsOf('pk_paused')).toHaveLength(0);
      expect(await attemptsOf(hold.id)).toEqual([]);
      expect((await read()).state).toBe('ACTIVE');
    } finally {
      await t.database.db.execute(
        sql`UPDATE partners SET paused_at = NULL, pause_reason = NULL WHERE id = ${partnerId}`,
      );
    }
  });

  it('books nothing on WAITING_FOR_DEPOSIT: the virtual account is cancelled at Toss and the reason written down', async () => {
    const { hold, slot, pay, read } = await newHold();
    const res = await pay('deposit_1');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: expect.stringContaining('가상계좌') });
    expect(toss.payments.get('deposit_1')?.status).toBe('CANCELED');
    expect(cancelsOf('deposit_1')[0]!.body.cancelReason).toContain('가상계좌');
    expect((await attemptsOf(hold.id))[0]).toMatchObject({
      state: 'CANCELLED',
      reason: expect.stringContaining('가상계좌'),
    });
    expect(await read()).toMatchObject({ kind: 'HOLD', state: 'CANCELLED', paymentState: 'REFUNDED', paidAt: null });
    expect(await slotState(slot.id)).toBe('OPEN');
  });

  it('resolves ALREADY_PROCESSED_PAYMENT by asking Toss: DONE there books the slot, nothing is refunded', async () => {
    const { pay } = await newHold();
    const res = await pay('processed_1');
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ kind: 'BOOKING', paymentState: 'PAID' });
    expect(toss.calls.some((c) => c.method === 'GET' && c.path === '/v1/payments/processed_1')).toBe(true);
    expect(cancelsOf('processed_1')).toHaveLength(0);
  });

  it('keeps the slot while IN_PROGRESS (202 CHECKING, no lapse, no cancel), and books it once Toss says DONE', async () => {
    const { auth, hold, slot, pay, read } = await newHold();
    const res = await pay('inprogress_1');
    expect(res.statusCode).toBe(202);
    expect(res.json().item).toMatchObject({ kind: 'HOLD', state: 'ACTIVE', paymentState: 'CHECKING' });
    // Past its time the hold still waits for its payment: the sweep leaves it and the couple cannot drop it.
    await t.database.db
      .update(slotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(slotHolds.id, hold.id));
    await t.app.services.slotHolds.expireStale();
    expect(await read()).toMatchObject({ state: 'ACTIVE', paymentState: 'CHECKING' });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/v3/book/slot-holds/${hold.id}`,
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
    expect(cancel.json().code).toBe('PAYMENT_IN_PROGRESS');
    expect(await slotState(slot.id)).toBe('HELD');
    await waitFor(() => afterReconcile(async () => (await read()).paymentState === 'PAID'));
    expect(await read()).toMatchObject({ kind: 'BOOKING', paymentState: 'PAID' });
    expect(await slotState(slot.id)).toBe('BOOKED');
    expect(cancelsOf('inprogress_1')).toHaveLength(0);
  });

  it('a confirm slower than the timeout is UNKNOWN, not failed: looked up until Toss’s DONE books it', async () => {
    const { slot, pay, read } = await newHold();
    const res = await pay('slow_1');
    expect(res.statusCode).toBe(202);
    expect(res.json().item.paymentState).toBe('CHECKING');
    expect(await slotState(slot.id)).toBe('HELD');
    await waitFor(() => afterReconcile(async () => (await read()).paymentState === 'PAID'));
    expect(await slotState(slot.id)).toBe('BOOKED');
    expect(cancelsOf('slow_1')).toHaveLength(0);
  });

  it('the reconciliation job settles seeded UNKNOWN payments: DONE at Toss books, ABORTED frees the slot', async () => {
    const done = await newHold();
    const aborted = await newHold();
    for (const [{ hold, slot }, key, status] of [
      [done, 'seeded_done', 'DONE'],
      [aborted, 'seeded_aborted', 'ABORTED'],
    ] as const) {
      toss.payments.set(key, { paymentKey: key, orderId: hold.orderId, amount: slot.deposit, status });
      await t.database.db.execute(
        sql`WITH a AS (INSERT INTO payment_attempts (hold_id, order_id, payment_key, amount, state, next_check_at)
              VALUES (${hold.id}, ${hold.orderId}, ${key}, ${slot.deposit}, 'UNKNOWN', now() - interval '1 second'))
            UPDATE slot_holds SET paying = true, expires_at = now() - interval '1 minute' WHERE id = ${hold.id}`,
      );
    }
    // The app's own reconciler runs every 100 ms here; calling it as well changes nothing (each row is leased).
    await waitFor(() => afterReconcile(async () => (await aborted.read()).state === 'CANCELLED'));
    await waitFor(async () => (await done.read()).paymentState === 'PAID');
    expect(await done.read()).toMatchObject({ kind: 'BOOKING', paymentState: 'PAID' });
    expect(await slotState(done.slot.id)).toBe('BOOKED');
    expect(await aborted.read()).toMatchObject({ state: 'CANCELLED', paymentState: 'FAILED' });
    expect(await slotState(aborted.slot.id)).toBe('OPEN');
  });

  it('ends with our records and Toss’s agreeing', async () => {
    await t.app.services.slotHolds.reconcilePayments();
    expect(await paymentDisagreements(t.database, toss.payments)).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 8_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}
