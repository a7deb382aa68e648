import { generatedMediaPath } from '@wedding/contract/media';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individualHalls, partners, weddingDayLikes, weddingDays } from '../../src/db/schema/index.ts';
import { cookieHeader, loginAndSaveToken } from '../auth/session-helpers.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';
import { loadSlotData, type SlotData, slotMatches, slotsUrl, toExpectedSlot } from './slot-expected.ts';

const SLOT_NOT_FOUND = { status: 404, code: 'SLOT_NOT_FOUND', message: '일정을 찾을 수 없어요.' };
const detailUrl = (id: number | string) => `/v3/public/wedding/day/${id}`;
const likeUrl = (id: number | string) => `/v3/like/wedding-day/${id}`;

describe('GET /v3/public/wedding/day/:weddingDayId', () => {
  let t: TestApp;
  let data: SlotData;
  beforeAll(async () => {
    t = await buildTestApp();
    data = await loadSlotData(t);
  });
  afterAll(() => t.close());

  function expectedDetail(slot: SlotData['slots'][number], isAvailable: boolean) {
    const hall = data.partnerById.get(slot.partnerId)!;
    return {
      ...toExpectedSlot(data, slot),
      partnerId: hall.id,
      individualHallUuid: data.roomById.get(slot.individualHallId)!.uuid,
      dayOfWeek: slot.dayOfWeek,
      state: slot.state,
      isAvailable,
      consultingSlotsDisplayed: hall.consultingSlotsDisplayed,
      consultingUsed: hall.consultingUsed,
      contractUsed: hall.contractUsed,
    };
  }

  it('answers an open slot with what the detail page needs, available', async () => {
    const slot = data.slots.find((s) => slotMatches(data, s, {}))!;
    const res = await t.app.inject(detailUrl(slot.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: expectedDetail(slot, true) });
  });

  it('answers a slot in any state; only an open future one is available', async () => {
    for (const state of ['HELD', 'BOOKED', 'CLOSED']) {
      const slot = data.slots.find((s) => s.state === state)!;
      const res = await t.app.inject(detailUrl(slot.id));
      expect(res.statusCode, state).toBe(200);
      expect(res.json()).toEqual({ item: expectedDetail(slot, false) });
    }
  });

  it('calls an open slot dated before today (Seoul) unavailable, and leaves it out of the lists', async () => {
    const slot = data.slots.find((s) => slotMatches(data, s, {}))!;
    // Whole weeks back keep the weekday the table's check constraint ties to the date.
    const past = new Date(`${seoulToday(new Date())}T00:00:00Z`);
    const date = new Date(`${slot.weddingDate}T00:00:00Z`);
    while (date >= past) date.setUTCDate(date.getUTCDate() - 7);
    const weddingDate = date.toISOString().slice(0, 10);
    await t.database.db.update(weddingDays).set({ weddingDate }).where(eq(weddingDays.id, slot.id));
    const res = await t.app.inject(detailUrl(slot.id));
    expect(res.json().item).toMatchObject({ weddingDayId: slot.id, state: 'OPEN', weddingDate, isAvailable: false });
    const hall = data.partnerById.get(slot.partnerId)!;
    const list = await injectWithApiKey(t.app, slotsUrl({ partnerUuid: hall.uuid, fetchSize: 30 }));
    const ids = (list.json().item as { weddingDayId: number }[]).map((s) => s.weddingDayId);
    expect(ids).not.toContain(slot.id);
  });

  it("takes the room's first image, else the hall's cover, else the room's generated picture", async () => {
    const slot = data.slots.find((s) => s.state === 'BOOKED')!;
    const room = data.roomById.get(slot.individualHallId)!;
    const hall = data.partnerById.get(slot.partnerId)!;
    expect((await t.app.inject(detailUrl(slot.id))).json().item.imageUrl).toBe(room.images[0]);
    await t.database.db.update(individualHalls).set({ images: [] }).where(eq(individualHalls.id, room.id));
    expect((await t.app.inject(detailUrl(slot.id))).json().item.imageUrl).toBe(hall.coverUrl);
    await t.database.db.update(partners).set({ coverUrl: null }).where(eq(partners.id, hall.id));
    expect((await t.app.inject(detailUrl(slot.id))).json().item.imageUrl).toBe(
      generatedMediaPath('individual-hall', room.uuid),
    );
  });

  it('answers 404 SLOT_NOT_FOUND for an unknown slot and 400 for an id that is not a number', async () => {
    const missing = await t.app.inject(detailUrl(987_654_321));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(SLOT_NOT_FOUND);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await t.app.inject(detailUrl(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});

describe('POST and DELETE /v3/like/wedding-day/:weddingDayId', () => {
  let t: TestApp;
  let data: SlotData;
  let customer: TestCustomer;
  let bearer: { authorization: string };
  let cookie: string;
  let slot: SlotData['slots'][number];
  beforeAll(async () => {
    t = await buildTestApp();
    data = await loadSlotData(t);
    customer = await createCustomer(t.database);
    bearer = {
      authorization: `Bearer ${(await t.app.services.sessions.startSession(customer.id, 'app')).accessToken}`,
    };
    cookie = cookieHeader((await loginAndSaveToken(t, customer)).saved);
    slot = data.slots.filter((s) => slotMatches(data, s, {}))[3]!;
  });
  afterAll(() => t.close());

  const like = (method: 'POST' | 'DELETE', id: number | string, headers: Record<string, string> = bearer) =>
    t.app.inject({ method, url: likeUrl(id), headers });
  const likeRows = () =>
    t.database.db
      .select()
      .from(weddingDayLikes)
      .where(and(eq(weddingDayLikes.customerId, customer.id), eq(weddingDayLikes.weddingDayId, slot.id)));
  /** The slot as a list shows it: its hall's slots on its own date. */
  async function listed(headers: Record<string, string>) {
    const hall = data.partnerById.get(slot.partnerId)!;
    const url = slotsUrl({ partnerUuid: hall.uuid, startDate: slot.weddingDate, endDate: slot.weddingDate });
    const res = await injectWithApiKey(t.app, { url, headers });
    expect(res.statusCode).toBe(200);
    return (res.json().item as { weddingDayId: number; isLike: boolean }[]).find((s) => s.weddingDayId === slot.id)!;
  }
  const detail = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: detailUrl(slot.id), headers })).json().item as { isLike: boolean };

  it('answers a guest 401 with the login-needed message and writes nothing', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await like(method, slot.id, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    }
    expect(await likeRows()).toHaveLength(0);
  });

  it('likes a slot once however often asked; lists and detail then show it liked to that customer only', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await like('POST', slot.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: { weddingDayId: slot.id, isLike: true } });
    }
    expect(await likeRows()).toHaveLength(1);
    expect((await listed(bearer)).isLike).toBe(true);
    expect((await detail(bearer)).isLike).toBe(true);
    // Guests and other customers see it unliked.
    expect((await listed({})).isLike).toBe(false);
    expect((await detail({})).isLike).toBe(false);
    const other = await createCustomer(t.database);
    const otherBearer = `Bearer ${(await t.app.services.sessions.startSession(other.id, 'app')).accessToken}`;
    expect((await listed({ authorization: otherBearer })).isLike).toBe(false);
  });

  it('unlikes, also when not liked; lists and detail then show it unliked', async () => {
    await like('POST', slot.id);
    for (let i = 0; i < 2; i++) {
      const res = await like('DELETE', slot.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: { weddingDayId: slot.id, isLike: false } });
    }
    expect(await likeRows()).toHaveLength(0);
    expect((await listed(bearer)).isLike).toBe(false);
    expect((await detail(bearer)).isLike).toBe(false);
  });

  it('keeps one like when the same customer likes at the same moment from several requests', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => like('POST', slot.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await likeRows()).toHaveLength(1);
    await like('DELETE', slot.id);
  });

  it('answers 404 SLOT_NOT_FOUND for an unknown slot, and 400 for an id that is not a number', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await like(method, 987_654_321);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual(SLOT_NOT_FOUND);
      expect((await like(method, 'abc')).statusCode).toBe(400);
    }
  });

  it('refuses a cross-site write authenticated by cookie, and accepts a same-origin one', async () => {
    const crossSite = await like('POST', slot.id, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_SITE_REQUEST');
    expect(await likeRows()).toHaveLength(0);
    const sameOrigin = await like('POST', slot.id, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
    expect(await likeRows()).toHaveLength(1);
    const crossSiteDelete = await like('DELETE', slot.id, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSiteDelete.statusCode).toBe(403);
    expect(await likeRows()).toHaveLength(1);
    // A cookie read from another site is harmless and allowed.
    expect((await listed({ cookie, 'sec-fetch-site': 'cross-site' })).isLike).toBe(true);
  });
});
