import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individualHalls, partnerAuditLog, partners, weddingDays } from '../../src/db/schema/index.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { signedInStaff, staffCookieFor } from '../helpers/staff.ts';

const BASE = '/v3/partner-center/calendar';
const PRICE = { rentalPrice: 2_000_000, mealPrice: 55_000, flowerPrice: 0, guarantee: 150, discountRate: 0 };

/** A local fake of the CDN purge hook: it records every body it is sent. */
async function fakeCdn() {
  const bodies: { paths: string[] }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, bodies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Saturday about two months from now (Seoul), as the E2E of issue 26 uses. */
function saturdayInTwoMonths(): string {
  const d = new Date(Date.now() + 9 * 3_600_000 + 60 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

describe('partner calendar (issue 26 §2 and §7)', () => {
  let t: TestApp;
  let cdn: Awaited<ReturnType<typeof fakeCdn>>;
  let owner: { cookie: string };
  let partner: { id: number; uuid: string };
  let hallId: number;
  let otherHallId: number;
  let otherStaff: { cookie: string };
  let date: string;
  let time: string;
  let slotId: number;

  const api = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object, headers: object = owner) =>
    t.app.inject({ method, url: `${BASE}${url}`, payload, headers: { ...headers } as Record<string, string> });
  const guestList = async () =>
    (
      await injectWithApiKey(
        t.app,
        `/v3/public/wedding/estimate/product/${partner.uuid}?startDate=${date}&endDate=${date}`,
      )
    ).json() as {
      item: { weddingDayId: number; finalPrice: number; rentalPrice: number }[];
      total: number;
    };
  const guestDetail = async (id: number) => (await t.app.inject(`/v3/public/wedding/day/${id}`)).json().item;
  const slotRow = async (id: number) =>
    (await t.database.db.select().from(weddingDays).where(eq(weddingDays.id, id)))[0]!;

  beforeAll(async () => {
    cdn = await fakeCdn();
    t = await buildTestApp({ env: { CDN_PURGE_URL: cdn.url } });
    owner = await staffCookieFor(t.app, DEMO_STAFF);
    const me = (await t.app.inject({ url: '/v3/partner-center/me', headers: owner })).json().item;
    partner = me.partner;
    const halls = (await api('GET', '/halls')).json().item.halls;
    hallId = halls[0].id;
    const [other] = await t.database.db
      .select({ id: individualHalls.id, partnerId: individualHalls.partnerId })
      .from(individualHalls)
      .innerJoin(partners, eq(partners.id, individualHalls.partnerId))
      .where(and(ne(individualHalls.partnerId, partner.id), eq(partners.type, 2)))
      .limit(1);
    otherHallId = other!.id;
    otherStaff = (await signedInStaff(t, { partnerId: other!.partnerId, role: 'CALENDAR' })).headers;
    date = saturdayInTwoMonths();
    const used = await t.database.db
      .select({ time: sql<string>`to_char(${weddingDays.weddingTime}, 'HH24:MI')`, state: weddingDays.state })
      .from(weddingDays)
      .where(and(eq(weddingDays.individualHallId, hallId), eq(weddingDays.weddingDate, date)));
    const busy = new Set(used.filter((u) => u.state !== 'CLOSED').map((u) => u.time));
    time = ['11:00', '09:00', '10:00', '12:00', '13:00', '14:00', '15:00', '16:00'].find((h) => !busy.has(h))!;
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  it('opens a closed Saturday with a price; the guest list, the slot detail and minPrice show it at once', async () => {
    const before = await guestList();
    const res = await api('PUT', `/halls/${hallId}/slots`, { date, time, price: PRICE });
    expect(res.statusCode, res.body).toBe(200);
    const slot = res.json().item;
    slotId = slot.id;
    expect(slot).toMatchObject({ weddingDate: date, weddingTime: time, state: 'OPEN', finalPrice: 10_250_000 });
    const after = await guestList();
    expect(after.total).toBe(before.total + 1);
    expect(after.item.find((s) => s.weddingDayId === slotId)?.finalPrice).toBe(10_250_000);
    expect((await guestDetail(slotId)).finalPrice).toBe(10_250_000);
    const [p] = await t.database.db
      .select({ minPrice: partners.minPrice })
      .from(partners)
      .where(eq(partners.id, partner.id));
    const [min] = await t.database.db
      .select({ v: sql<number>`min(final_price)::int` })
      .from(weddingDays)
      .where(and(eq(weddingDays.partnerId, partner.id), eq(weddingDays.state, 'OPEN')));
    expect(p!.minPrice).toBe(min!.v);
  });

  it('a raised price reaches the guest list and detail on the next request, and the CDN hook hears the paths', async () => {
    await guestList(); // cached total and cursor from here on
    const res = await api('PATCH', `/slots/${slotId}`, { price: { ...PRICE, rentalPrice: 3_000_000 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await guestList()).item.find((s) => s.weddingDayId === slotId)).toMatchObject({
      rentalPrice: 3_000_000,
      finalPrice: 11_250_000,
    });
    expect((await guestDetail(slotId)).finalPrice).toBe(11_250_000);
    await expect
      .poll(() => cdn.bodies.flatMap((b) => b.paths))
      .toEqual(
        expect.arrayContaining([
          `/v3/public/wedding/estimate/product/${partner.uuid}`,
          `/v3/public/wedding/day/${slotId}`,
          '/v3/public/wedding/day/remaining-wedding-days',
        ]),
      );
  });

  it('closing takes the slot off the guest list; opening brings it back', async () => {
    expect((await api('PATCH', `/slots/${slotId}`, { open: false })).json().item.state).toBe('CLOSED');
    expect((await guestList()).item.some((s) => s.weddingDayId === slotId)).toBe(false);
    expect((await api('PATCH', `/slots/${slotId}`, { open: true })).json().item.state).toBe('OPEN');
    expect((await guestList()).item.some((s) => s.weddingDayId === slotId)).toBe(true);
  });

  it('another partner’s staff get 404 for this hall and slot, and nothing changes', async () => {
    const before = await slotRow(slotId);
    expect((await api('PATCH', `/slots/${slotId}`, { open: false }, otherStaff)).statusCode).toBe(404);
    expect(
      (await api('GET', `/halls/${hallId}/month?month=${date.slice(0, 7)}`, undefined, otherStaff)).statusCode,
    ).toBe(404);
    expect((await api('PUT', `/halls/${hallId}/slots`, { date, time, price: PRICE }, otherStaff)).statusCode).toBe(404);
    expect(await slotRow(slotId)).toEqual(before);
    expect((await api('GET', `/halls/${otherHallId}/setup`)).statusCode).toBe(404);
  });

  it('a MESSAGES staff member may not reach the calendar (403), and a guest gets 401', async () => {
    const messages = await signedInStaff(t, { partnerId: partner.id, role: 'MESSAGES' });
    expect((await api('GET', '/halls', undefined, messages.headers)).statusCode).toBe(403);
    expect((await api('PATCH', `/slots/${slotId}`, { open: false }, messages.headers)).statusCode).toBe(403);
    expect((await api('GET', '/halls', undefined, {})).statusCode).toBe(401);
    expect((await slotRow(slotId)).state).toBe('OPEN');
  });

  it('two copies of one bulk edit sent at once apply it once', async () => {
    const body = { from: date, to: date, times: [time], change: { mealPrice: 56_000 } };
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/halls/${hallId}/bulk-price`,
        payload: body,
        headers: { ...owner, 'idempotency-key': key },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const audits = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(
        and(eq(partnerAuditLog.partnerId, partner.id), sql`${partnerAuditLog.after}->'change'->>'mealPrice' = '56000'`),
      );
    expect(audits).toHaveLength(1);
  });

  it('bulk edits preview "N개 일정의 가격이 바뀝니다", apply once per Idempotency-Key, all or nothing', async () => {
    const body = { from: date, to: date, times: [time], change: { discountRate: 10 } };
    const preview = (await api('POST', `/halls/${hallId}/bulk-price/preview`, body)).json().item;
    expect(preview).toEqual({ count: 1, skippedTaken: 0, message: '1개 일정의 가격이 바뀝니다' });
    const key = randomUUID();
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/halls/${hallId}/bulk-price`,
        payload: body,
        headers: { ...owner, 'idempotency-key': key },
      });
    const first = await apply();
    expect(first.json().item.count).toBe(1);
    const second = await apply();
    expect(second.json().item).toEqual(first.json().item);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect((await slotRow(slotId)).discountRate).toBe(10);
    const reused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/halls/${hallId}/bulk-price`,
      payload: { ...body, change: { discountRate: 20 } },
      headers: { ...owner, 'idempotency-key': key },
    });
    expect(reused.statusCode).toBe(422);
    expect((await slotRow(slotId)).discountRate).toBe(10);
    const noKey = await api('POST', `/halls/${hallId}/bulk-price`, body);
    expect(noKey.statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(
        and(
          eq(partnerAuditLog.action, 'calendar.bulk-price'),
          sql`${partnerAuditLog.after}->'change'->>'discountRate' = '10'`,
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('a held slot cannot be closed or repriced: 409 with the Korean reason; the couple keeps the held price', async () => {
    const customer = await bearerForNewCustomer(t);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...customer, 'idempotency-key': randomUUID() },
      payload: { weddingDayId: slotId },
    });
    expect(hold.statusCode, hold.body).toBeLessThan(300);
    const held = await slotRow(slotId);
    for (const res of [
      await api('PATCH', `/slots/${slotId}`, { open: false }),
      await api('PATCH', `/slots/${slotId}`, { price: PRICE }),
      await api('PUT', `/halls/${hallId}/slots`, { date, time, price: PRICE }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
      expect(res.json().message).toContain('닫거나 삭제하거나 가격을 바꿀 수 없어요');
    }
    const preview = (
      await api('POST', `/halls/${hallId}/bulk-price/preview`, { from: date, to: date, change: { rentalPrice: 1 } })
    ).json().item;
    expect(preview.skippedTaken).toBe(1);
    expect(await slotRow(slotId)).toEqual(held);
  });

  it('plan + rules generate slots up to the wedding open date; refuses a Monday and a bad price in Korean', async () => {
    const plan = { FRIDAY: [], SATURDAY: ['12:00'], SUNDAY: [] };
    expect((await api('PUT', `/halls/${otherHallId}/plan`, plan, otherStaff)).statusCode).toBe(200);
    const rule = {
      ...PRICE,
      name: '기본',
      season: null,
      startDate: null,
      endDate: null,
      days: [],
      timeFrom: '09:00',
      timeTo: '21:00',
      drinksIncluded: true,
    };
    expect((await api('POST', `/halls/${otherHallId}/rules`, rule, otherStaff)).statusCode).toBe(200);
    const preview = (await api('POST', `/halls/${otherHallId}/generate/preview`, undefined, otherStaff)).json().item;
    expect(preview.lastDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const applied = await t.app.inject({
      method: 'POST',
      url: `${BASE}/halls/${otherHallId}/generate`,
      headers: { ...otherStaff, 'idempotency-key': randomUUID() },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().item).toMatchObject({ created: preview.created, closed: preview.closed });
    const open = await t.database.db
      .select({ time: sql<string>`to_char(${weddingDays.weddingTime}, 'HH24:MI')`, day: weddingDays.dayOfWeek })
      .from(weddingDays)
      .where(
        and(
          eq(weddingDays.individualHallId, otherHallId),
          eq(weddingDays.state, 'OPEN'),
          sql`wedding_date >= current_date + 1`,
        ),
      );
    expect(open.length).toBeGreaterThan(90);
    expect(new Set(open.map((o) => `${o.day} ${o.time}`))).toEqual(new Set(['SATURDAY 12:00']));

    const monday = await api('PUT', `/halls/${hallId}/slots`, { date: '2027-03-01', time: '11:00', price: PRICE });
    expect(monday.statusCode).toBe(400);
    expect(monday.json().message).toBe('예식은 금·토·일에만 열 수 있어요.');
    const bad = await api('POST', `/halls/${hallId}/rules`, { ...rule, timeFrom: '15:00', timeTo: '10:00' });
    expect(bad.json().message).toBe('시작 시간이 종료 시간보다 늦어요.');
  });
});
