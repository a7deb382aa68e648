import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAuditLog, partners, priceDisclosures, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

const CONSOLE = '/v3/partner-center/disclosure';
const guestPath = (uuid: string) => `/v3/book/halls/${uuid}/price-disclosure`;

const BODY = {
  items: [
    { name: '대관료', price: 2_500_000, unit: 'PER_EVENT', required: true },
    { name: '식대(1인)', price: 72_000, unit: 'PER_PERSON', required: true },
    { name: '꽃장식', price: 1_800_000, unit: 'PER_EVENT', required: false },
  ],
  penalties: [
    { minDaysBefore: 0, percent: 50, base: 'CONTRACT' },
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
    { minDaysBefore: 60, percent: 20, base: 'CONTRACT' },
  ],
  refundRules: '위약금을 뺀 금액을 취소 요청일로부터 7영업일 안에 돌려드립니다.',
};

// Issue 26 §3: the 고시 items published by the hall, shown to anyone without login, and required before a hold.
describe('price disclosure', () => {
  let t: TestApp;
  let contractHall: { id: number; uuid: string };
  let otherHall: { id: number; uuid: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const halls = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .where(and(eq(partners.type, 2), eq(partners.contractUsed, true)))
      .orderBy(partners.id)
      .limit(2);
    contractHall = halls[0]!;
    otherHall = halls[1]!;
  });
  afterAll(() => t.close());

  it('a guest reads a seeded disclosure without login; a hall without one answers null; no hall is 404', async () => {
    const seeded = await t.app.inject({ url: guestPath(contractHall.uuid) });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.headers['cache-control']).toContain('public');
    const item = seeded.json().item;
    expect(item.items.map((i: { name: string }) => i.name)).toContain('대관료');
    expect(item.penalties.map((p: { minDaysBefore: number }) => p.minDaysBefore)).toEqual([150, 90, 30, 0]);
    expect(Date.parse(item.updatedAt)).not.toBeNaN();

    const [plain] = await t.database.db
      .select({ uuid: partners.uuid })
      .from(partners)
      .where(and(eq(partners.type, 2), eq(partners.contractUsed, false)))
      .limit(1);
    expect((await t.app.inject({ url: guestPath(plain!.uuid) })).json()).toEqual({ item: null });
    expect((await t.app.inject({ url: guestPath(randomUUID()) })).statusCode).toBe(404);
  });

  it('the console PUT validates in Korean naming the row, and changes nothing then', async () => {
    const owner = await signedInStaff(t, { partnerId: contractHall.id, role: 'OWNER' });
    const before = (await t.app.inject({ url: CONSOLE, headers: owner.headers })).json().item;
    const bad = await t.app.inject({
      method: 'PUT',
      url: CONSOLE,
      headers: owner.headers,
      payload: { ...BODY, items: [BODY.items[0], { ...BODY.items[1], price: -5 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'PRICE_DISCLOSURE_INVALID',
      message: '2번째 항목(식대(1인))의 가격은 0원 이상의 정수로 입력해 주세요.',
    });
    const noDayOf = await t.app.inject({
      method: 'PUT',
      url: CONSOLE,
      headers: owner.headers,
      payload: { ...BODY, penalties: [{ minDaysBefore: 30, percent: 10, base: 'CONTRACT' }] },
    });
    expect(noDayOf.json().message).toBe('위약금: 예식 당일(0일 전)까지의 기준이 있어야 해요.');
    expect((await t.app.inject({ url: CONSOLE, headers: owner.headers })).json().item).toEqual(before);
  });

  it('an OWNER publishes; the guest sees it at once; the write is audited with before and after', async () => {
    const owner = await signedInStaff(t, { partnerId: contractHall.id, role: 'OWNER' });
    const res = await t.app.inject({ method: 'PUT', url: CONSOLE, headers: owner.headers, payload: BODY });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.penalties.map((p: { minDaysBefore: number }) => p.minDaysBefore)).toEqual([150, 60, 0]);
    const guest = (await t.app.inject({ url: guestPath(contractHall.uuid) })).json().item;
    expect(guest.items).toEqual(BODY.items);
    expect(guest.refundRules).toBe(BODY.refundRules);
    const [audit] = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(eq(partnerAuditLog.partnerId, contractHall.id))
      .orderBy(desc(partnerAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'disclosure.publish', target: 'disclosure', staffId: owner.id });
    expect((audit!.before as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((audit!.after as { items: unknown[] }).items).toEqual(BODY.items);
  });

  it('a role without the disclosure area, or no console session, cannot publish', async () => {
    const calendar = await signedInStaff(t, { partnerId: otherHall.id, role: 'CALENDAR' });
    const denied = await t.app.inject({ method: 'PUT', url: CONSOLE, headers: calendar.headers, payload: BODY });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: CONSOLE, payload: BODY })).statusCode).toBe(401);
    // A customer's token is not a console credential.
    const customer = await bearerForNewCustomer(t);
    expect((await t.app.inject({ url: CONSOLE, headers: customer })).statusCode).toBe(401);
    const manager = await signedInStaff(t, { partnerId: otherHall.id, role: 'MANAGER' });
    expect((await t.app.inject({ url: CONSOLE, headers: manager.headers })).statusCode).toBe(200);
  });

  it('a hall without a disclosure takes no holds: 409 PRICE_DISCLOSURE_MISSING in Korean', async () => {
    await t.database.db.delete(priceDisclosures).where(eq(priceDisclosures.partnerId, otherHall.id));
    const [slot] = await t.database.db
      .select({ id: weddingDays.id })
      .from(weddingDays)
      .where(and(eq(weddingDays.partnerId, otherHall.id), eq(weddingDays.state, 'OPEN')))
      .orderBy(desc(weddingDays.weddingDate))
      .limit(1);
    const auth = await bearerForNewCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { weddingDayId: slot!.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRICE_DISCLOSURE_MISSING');
    expect(res.json().message).toContain('가격과 위약금 기준을 공개하지 않아');
    const [state] = await t.database.db
      .select({ state: weddingDays.state })
      .from(weddingDays)
      .where(eq(weddingDays.id, slot!.id));
    expect(state!.state).toBe('OPEN');
  });
});
