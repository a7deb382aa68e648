import type { Slot } from '@wedding/contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { expectedSlots, loadSlotData, type SlotData, type SlotParams, slotMatches, slotsUrl } from './slot-expected.ts';

const HALL_NOT_FOUND = { status: 404, code: 'HALL_NOT_FOUND', message: '웨딩홀을 찾을 수 없어요.' };

describe('GET /v3/public/wedding/estimate/product/:id', () => {
  let t: TestApp;
  let data: SlotData;
  let hall: NonNullable<ReturnType<SlotData['partnerById']['get']>>;
  beforeAll(async () => {
    t = await buildTestApp();
    data = await loadSlotData(t);
    // The hall with the most open slots, so several pages and filters have something to show.
    const counts = new Map<number, number>();
    for (const s of data.slots.filter((x) => slotMatches(data, x, {}))) {
      counts.set(s.partnerId, (counts.get(s.partnerId) ?? 0) + 1);
    }
    const [busiest] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    hall = data.partnerById.get(busiest)!;
  });
  afterAll(() => t.close());

  const url = (params: SlotParams & { page?: number; fetchSize?: number }, uuid = hall.uuid) =>
    slotsUrl(params, `/v3/public/wedding/estimate/product/${uuid}`);

  async function expectHallSlots(params: SlotParams, fetchSize = 30) {
    const expected = expectedSlots(data, { ...params, partnerUuid: hall.uuid });
    expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
    const seen: Slot[] = [];
    for (let page = 1; ; page++) {
      const res = await injectWithApiKey(t.app, url({ ...params, page, fetchSize }));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { item: Slot[]; total: number };
      expect(body.total).toBe(expected.length);
      seen.push(...body.item);
      if (body.item.length < fetchSize) break;
    }
    expect(seen).toEqual(expected);
    return expected;
  }

  it("lists one hall's open slots with its total, every sort a total order", async () => {
    const all = await expectHallSlots({}, 7);
    expect(all.every((s) => s.partnerUuid === hall.uuid)).toBe(true);
    for (const sortType of ['FINAL_PRICE_DESC', 'GUARANTEE_ASC', 'WEDDING_TIME_DESC'] as const) {
      await expectHallSlots({ sortType }, 9);
    }
  });

  it('takes the same filters as the cross-hall list: dates, months, days, times, guarantee', async () => {
    const open = expectedSlots(data, { partnerUuid: hall.uuid });
    const dates = [...new Set(open.map((s) => s.weddingDate))].sort();
    await expectHallSlots({ startDate: dates[2]!, endDate: dates[12]! });
    await expectHallSlots({ months: [dates[0]!.slice(0, 7), dates.at(-1)!.slice(0, 7)] });
    await expectHallSlots({ dayOfWeeks: ['SATURDAY'], sortType: 'WEDDING_TIME_ASC' });
    await expectHallSlots({ minGuarantee: 100, maxGuarantee: 250 });
  });

  it('applies hall chips to the hall itself: its own style matches, another style leaves nothing', async () => {
    await expectHallSlots({ styles: [hall.styles[0]!] });
    const foreign = [
      'BRIGHT',
      'DARK',
      'CHAPEL',
      'CONVENTION',
      'HOUSE',
      'HOTEL',
      'OUTDOOR',
      'HANOK',
      'SMALL_SCALE',
    ].find((s) => !hall.styles.includes(s))!;
    const res = await injectWithApiKey(t.app, url({ styles: [foreign] }));
    expect(res.json()).toEqual({ item: [], total: 0, totalCapped: false });
  });

  it('answers 404 HALL_NOT_FOUND for an unknown hall and for a partner that is not a wedding hall', async () => {
    const unknown = await injectWithApiKey(t.app, url({}, '00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(HALL_NOT_FOUND);
    const planner = [...data.partnerById.values()].find((p) => p.type === 37)!;
    const notAHall = await injectWithApiKey(t.app, url({}, planner.uuid));
    expect(notAHall.statusCode).toBe(404);
    expect(notAHall.json()).toEqual(HALL_NOT_FOUND);
  });

  it('answers 400 with a Korean message for an id that is not a uuid', async () => {
    const res = await injectWithApiKey(t.app, '/v3/public/wedding/estimate/product/123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('웨딩홀을 찾을 수 없어요.');
  });
});
