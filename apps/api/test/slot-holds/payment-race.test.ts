import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi } from '../../../../scripts/lib/hold-race.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { FAKE_TOSS_CLIENT_KEY, FAKE_TOSS_SECRET_KEY, type FakeToss, startFakeToss } from '../helpers/fake-toss.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { paymentDisagreements } from '../helpers/payment-agreement.ts';
import { createPostgresTestDatabase } from '../helpers/test-database.ts';

// Issue 23's money-is-never-lost proof: two API processes on one PostgreSQL and a fake Toss that behaves as Toss
// documents. Each case ends with the fake's ledger and ours agreeing: a paid booking has one DONE payment, and
// every other DONE payment is cancelled.
const JWT_SECRET = 'payment-race-secret-'.repeat(3);
const TOSS_TIMEOUT_MS = 500;
const SLOW_MS = 1_200;
const env = (toss: FakeToss) => ({
  TOSS_CLIENT_KEY: FAKE_TOSS_CLIENT_KEY,
  TOSS_SECRET_KEY: FAKE_TOSS_SECRET_KEY,
  TOSS_API_BASE_URL: toss.url,
  TOSS_TIMEOUT_MS: String(TOSS_TIMEOUT_MS),
  PAYMENT_RECONCILE_INTERVAL_MS: '250',
});

const pg = await createPostgresTestDatabase();

describe.skipIf(pg === null)('deposit payments across two API processes on PostgreSQL (issue 23)', () => {
  const children: (ChildProcess | null)[] = [null, null];
  const ports: number[] = [];
  const tokens: string[] = [];
  let slots: { id: number; deposit: number }[] = [];
  let dataDir = '';
  let database: Database;
  let toss: FakeToss;
  let nextCustomer = 0;
  let nextSlot = 0;

  const start = async (i: number) => {
    children[i] = await startApi(ports[i]!, { databaseUrl: pg!.url, jwtSecret: JWT_SECRET, dataDir, extra: env(toss) });
  };
  const call = async (port: number, token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { code?: string; item?: Record<string, unknown> } };
  };
  /** A new couple holds the next slot through process 0. */
  const newHold = async () => {
    const token = tokens[nextCustomer++]!;
    const slot = slots[nextSlot++]!;
    const res = await call(ports[0]!, token, 'POST', '/v3/book/slot-holds', { weddingDayId: slot.id });
    expect(res.status).toBe(201);
    const hold = res.json.item as { id: number; orderId: string };
    const pay = (port: number, paymentKey: string) =>
      call(port, token, 'POST', `/v3/book/slot-holds/${hold.id}/pay`, {
        paymentKey,
        orderId: hold.orderId,
        amount: slot.deposit,
      });
    const read = async () => (await call(ports[1]!, token, 'GET', `/v3/book/slot-holds/${hold.id}`)).json.item!;
    return { hold, slot, pay, read };
  };
  const slotState = async (id: number) =>
    (await queryRows<{ state: string }>(database.db, sql`SELECT state FROM wedding_days WHERE id = ${id}`))[0]!.state;
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('timed out');
  };
  const agree = async () => expect(await paymentDisagreements(database, toss.payments)).toEqual([]);

  beforeAll(async () => {
    database = pg!.database;
    toss = await startFakeToss({ slowMs: SLOW_MS });
    dataDir = await mkdtemp(path.join(tmpdir(), 'payment-race-'));
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: pg!.url, DATA_DIR: dataDir, JWT_SECRET });
    const minter = await buildApp({ config, database, logger: false });
    const customers = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM customers ORDER BY id LIMIT 12`);
    for (const { id } of customers) tokens.push((await minter.services.sessions.startSession(id, 'app')).accessToken);
    await minter.close();
    slots = (await holdableSlots(database, 200)).filter((s) => s.deposit > 0).slice(0, 12);
    ports.push(await freePort(), await freePort());
    await Promise.all([start(0), start(1)]);
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child?.kill('SIGKILL');
    await toss?.close();
    await pg?.database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('two pay calls for one hold at once, one on each process: one confirm, one booking, nothing refunded', {
    timeout: 30_000,
  }, async () => {
    const { hold, slot, pay } = await newHold();
    const [a, b] = await Promise.all([pay(ports[0]!, 'double_pk'), pay(ports[1]!, 'double_pk')]);
    expect([a.status, b.status].sort()).toEqual([200, 200]);
    expect(a.json.item).toMatchObject({ id: hold.id, paymentState: 'PAID' });
    expect(
      toss.calls.filter((c) => c.path === '/v1/payments/confirm' && c.body.paymentKey === 'double_pk'),
    ).toHaveLength(1);
    expect(toss.calls.some((c) => c.path.endsWith('/cancel') && c.path.includes('double_pk'))).toBe(false);
    expect(await slotState(slot.id)).toBe('BOOKED');

    // Three different payments of one hold at once (three windows): one goes to Toss; the others are told one is
    // in progress, or, once it is done, get the booking. Theirs are never confirmed, so never charged.
    const other = await newHold();
    const answers = await Promise.all([
      other.pay(ports[0]!, 'pair_1'),
      other.pay(ports[1]!, 'pair_2'),
      other.pay(ports[0]!, 'pair_3'),
    ]);
    for (const r of answers)
      if (r.status === 200) expect(r.json.item).toMatchObject({ paymentState: 'PAID' });
      else expect(r.json.code).toBe('PAYMENT_IN_PROGRESS');
    const confirms = toss.calls.filter(
      (x) => x.path === '/v1/payments/confirm' && String(x.body.paymentKey).startsWith('pair_'),
    );
    expect(confirms).toHaveLength(1);
    expect(await slotState(other.slot.id)).toBe('BOOKED');
    await agree();
  });

  it('a confirm slower than the timeout: 202 CHECKING, the slot stays held, and DONE at Toss books it', {
    timeout: 30_000,
  }, async () => {
    const { slot, pay, read } = await newHold();
    const res = await pay(ports[0]!, 'slow_race');
    expect(res.status).toBe(202);
    expect(res.json.item).toMatchObject({ paymentState: 'CHECKING' });
    expect(await slotState(slot.id)).toBe('HELD');
    await until(async () => (await read()).paymentState === 'PAID');
    expect(await slotState(slot.id)).toBe('BOOKED');
    await agree();
  });

  it('a process killed between Toss’s DONE and our commit: the payment is reconciled after restart', {
    timeout: 45_000,
  }, async () => {
    const { slot, pay, read } = await newHold();
    const paying = pay(ports[0]!, 'hang_crash').catch(() => null);
    await until(async () => toss.payments.get('hang_crash')?.status === 'DONE');
    children[0]!.kill('SIGKILL');
    await paying;
    // Money taken at Toss, our row still PENDING, the slot still held: nothing lost, nothing booked yet.
    expect(await slotState(slot.id)).toBe('HELD');
    const [row] = await queryRows<{ state: string }>(
      database.db,
      sql`SELECT state FROM payment_attempts WHERE payment_key = 'hang_crash'`,
    );
    expect(row!.state).toBe('PENDING');
    await start(0);
    await until(async () => (await read()).paymentState === 'PAID', 30_000);
    expect(await slotState(slot.id)).toBe('BOOKED');
    await agree();
  });

  it('WAITING_FOR_DEPOSIT is never a booking: the virtual account is cancelled and the slot freed', {
    timeout: 30_000,
  }, async () => {
    const { slot, pay, read } = await newHold();
    const res = await pay(ports[1]!, 'deposit_race');
    expect(res.status).toBe(402);
    expect(toss.payments.get('deposit_race')?.status).toBe('CANCELED');
    expect(await read()).toMatchObject({ paymentState: 'REFUNDED', paidAt: null });
    expect(await slotState(slot.id)).toBe('OPEN');
    await agree();
  });

  it('IN_PROGRESS is resolved by asking Toss, never by refunding: the couple keeps the slot and gets the booking', {
    timeout: 30_000,
  }, async () => {
    const { slot, pay, read } = await newHold();
    const res = await pay(ports[0]!, 'inprogress_race');
    expect(res.status).toBe(202);
    expect(await slotState(slot.id)).toBe('HELD');
    await until(async () => (await read()).paymentState === 'PAID');
    expect(toss.calls.some((c) => c.path.includes('inprogress_race/cancel'))).toBe(false);
    expect(await slotState(slot.id)).toBe('BOOKED');
    await agree();
  });
});
