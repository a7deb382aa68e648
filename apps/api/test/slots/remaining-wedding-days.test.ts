import type { Slot } from '@wedding/contract/slots';
import { hallLevelsOf } from '@wedding/domain/badges';
import { SLOT_SORTS } from '@wedding/domain/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { expectedSlots, loadSlotData, type SlotData, type SlotParams, slotMatches, slotsUrl } from './slot-expected.ts';

type Page = { item: Slot[]; total: number };

describe('GET /v3/public/wedding/day/remaining-wedding-days', () => {
  let t: TestApp;
  let data: SlotData;
  let open: SlotData['slots'];
  beforeAll(async () => {
    t = await buildTestApp();
    data = await loadSlotData(t);
    open = data.slots.filter((s) => slotMatches(data, s, {}));
  });
  afterAll(() => t.close());

  async function page(params: SlotParams, p: number, fetchSize?: number, base?: string): Promise<Page> {
    const res = await injectWithApiKey(t.app, slotsUrl({ ...params, page: p, fetchSize }, base));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  }

  /**
   * Walks every page the way infinite scroll does (1, 2, 3, ... until a short page) and checks the whole
   * answer against the independent computation: same slots in the same order, no slot twice, every page
   * full but the last, and the same honest total on every page.
   */
  async function expectAllPages(params: SlotParams, options: { fetchSize?: number; base?: string } = {}) {
    const expected = expectedSlots(data, params);
    const size = options.fetchSize ?? 30;
    const seen: Slot[] = [];
    for (let n = 1; ; n++) {
      const { item, total } = await page(params, n, options.fetchSize, options.base);
      expect(total, `total, page ${n} of ${JSON.stringify(params)}`).toBe(expected.length);
      seen.push(...item);
      if (item.length < size) break;
      expect(n, 'runaway paging').toBeLessThan(100);
    }
    expect(new Set(seen.map((s) => s.weddingDayId)).size).toBe(seen.length);
    expect(seen, JSON.stringify(params)).toEqual(expected);
    return expected;
  }

  /** A filter must give a non-empty answer that is a real subset, so the test can tell it was applied. */
  async function expectFilter(params: SlotParams, options: { fetchSize?: number } = {}) {
    const expected = await expectAllPages(params, options);
    expect(expected.length, `${JSON.stringify(params)} matches nothing`).toBeGreaterThan(0);
    expect(expected.length, `${JSON.stringify(params)} filters nothing`).toBeLessThan(open.length);
    return expected;
  }

  it('lists every open slot from today on, cheapest first, 30 to a page, with the total of all pages', async () => {
    const first = await page({}, 1);
    expect(first.item).toHaveLength(30);
    expect(first.total).toBe(open.length);
    expect(data.slots.length).toBeGreaterThan(open.length); // HELD, BOOKED and CLOSED slots exist and stay out
    const all = await expectAllPages({});
    expect(all.every((s) => s.isLike === false)).toBe(true);
    expect(all.map((s) => s.finalPrice)).toEqual([...all.map((s) => s.finalPrice)].sort((a, b) => a - b));
  });

  it.each(SLOT_SORTS.map((s) => s.value))('sorts by %s as a total order across page boundaries', async (sortType) => {
    const all = await expectAllPages({ sortType }, { fetchSize: 17 });
    expect(all).toHaveLength(open.length);
    // The same sort on a filtered list, with the default page size.
    await expectFilter({ sortType, region: '서울' });
  });

  it('pages the same whether reached by scrolling or by a direct jump (OFFSET)', async () => {
    const expected = expectedSlots(data, { sortType: 'GUARANTEE_DESC' });
    // fetchSize 11 has never been asked for: page 3 comes without page 2's cursor.
    const jump = await page({ sortType: 'GUARANTEE_DESC' }, 3, 11);
    expect(jump.item).toEqual(expected.slice(22, 33));
    const p1 = await page({ sortType: 'GUARANTEE_DESC' }, 1, 11);
    const p2 = await page({ sortType: 'GUARANTEE_DESC' }, 2, 11);
    expect([...p1.item, ...p2.item]).toEqual(expected.slice(0, 22));
    expect(p2.item.some((s) => p1.item.some((f) => f.weddingDayId === s.weddingDayId))).toBe(false);
    // Past the last page: empty, with the total still there.
    const last = Math.ceil(expected.length / 11);
    expect(await page({ sortType: 'GUARANTEE_DESC' }, last + 1, 11)).toEqual({
      item: [],
      total: expected.length,
      totalCapped: false,
    });
  });

  it('filters by region and sub-region (the slot’s own columns)', async () => {
    const region = open.find((s) => s.subRegion !== null)!;
    const byRegion = await expectFilter({ region: region.region });
    const bySub = await expectFilter({ region: region.region, subRegion: region.subRegion! });
    expect(bySub.length).toBeLessThan(byRegion.length);
    await expectFilter({ region: open.find((s) => s.subRegion === null)!.region });
  });

  const HALL_CHIPS = [
    ['styles', (p: Hall) => p.styles],
    ['mealTypes', (p: Hall) => p.mealTypes],
    ['ceremonyTypes', (p: Hall) => p.ceremonyTypes],
    ['trafficTypes', (p: Hall) => p.trafficTypes],
    // The chip reads what the badges read (issue 9: one truth).
    ['levels', (p: Hall) => hallLevelsOf(p)],
    ['tags', (p: Hall) => p.extraTags],
  ] as const;
  type Hall = NonNullable<ReturnType<SlotData['partnerById']['get']>>;

  it.each(HALL_CHIPS)('filters by the hall chip %s: any value within the chip (OR)', async (chip, valuesOf) => {
    const hallsWithSlots = [...new Set(open.map((s) => s.partnerId))].map((id) => data.partnerById.get(id)!);
    const counts = new Map<string, number>();
    for (const hall of hallsWithSlots) for (const v of valuesOf(hall)) counts.set(v, (counts.get(v) ?? 0) + 1);
    // The rarest value (a real subset), then it and a value some hall wears without it: their union is larger.
    const [rare] = [...counts].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([v]) => v);
    const other = [...counts.keys()].find(
      (v) => v !== rare && hallsWithSlots.some((hall) => valuesOf(hall).includes(v) && !valuesOf(hall).includes(rare!)),
    );
    const one = await expectFilter({ [chip]: [rare!] });
    const two = await expectAllPages({ [chip]: [rare!, other!] });
    expect(two.length).toBeGreaterThan(one.length);
  });

  it('combines different chips with AND', async () => {
    const styles = await expectFilter({ styles: ['HOTEL', 'HANOK'] });
    const both = await expectFilter({ styles: ['HOTEL', 'HANOK'], mealTypes: ['BUFFET'] });
    expect(both.length).toBeLessThan(styles.length);
    expect(both.every((s) => styles.some((x) => x.weddingDayId === s.weddingDayId))).toBe(true);
  });

  it('filters by day of the week', async () => {
    await expectFilter({ dayOfWeeks: ['SATURDAY'] });
    await expectFilter({ dayOfWeeks: ['FRIDAY', 'SUNDAY'] });
  });

  it('filters by wedding time; the 20:00 chip also covers 21:00', async () => {
    const lunch = await expectFilter({ weddingTimes: ['11:00', '12:00'] });
    expect(new Set(lunch.map((s) => s.weddingTime))).toEqual(new Set(['11:00', '12:00']));
    const evening = await expectFilter({ weddingTimes: ['20:00'] });
    expect(new Set(evening.map((s) => s.weddingTime))).toEqual(new Set(['20:00', '21:00']));
  });

  it('filters by guarantee: min ≤ 0 is no lower bound, max ≥ 350 is 9999 (spec §5)', async () => {
    const mid = await expectFilter({ minGuarantee: 150, maxGuarantee: 250 });
    expect(mid.every((s) => s.guarantee >= 150 && s.guarantee <= 250)).toBe(true);
    // Inclusive bounds: a slot at exactly the bound stays in.
    const exact = open[0]!.guarantee;
    const atBound = await expectFilter({ minGuarantee: exact, maxGuarantee: exact });
    expect(atBound.every((s) => s.guarantee === exact)).toBe(true);
    // 350 means 9999: slots for more than 350 guests are kept, so the whole list comes back.
    expect(open.some((s) => s.guarantee > 350)).toBe(true);
    expect((await page({ minGuarantee: 0, maxGuarantee: 350 }, 1)).total).toBe(open.length);
    const below = await expectFilter({ minGuarantee: 0, maxGuarantee: 340 });
    expect(below.every((s) => s.guarantee <= 340)).toBe(true);
    // A negative minimum is no lower bound either, not a 400 (issue 9: minGuarantee=-5 was refused).
    expect((await page({ minGuarantee: -5 }, 1)).total).toBe(open.length);
    expect((await page({ minGuarantee: -5, maxGuarantee: 340 }, 1)).total).toBe(below.length);
  });

  it('filters by rental price and meal price, bounds included', async () => {
    const rents = [...new Set(open.map((s) => s.rentalPrice))].sort((a, b) => a - b);
    const meals = [...new Set(open.map((s) => s.mealPrice))].sort((a, b) => a - b);
    const rentLow = rents[Math.floor(rents.length / 4)]!;
    const rentHigh = rents[Math.floor((rents.length * 3) / 4)]!;
    const rent = await expectFilter({ minRentalPrice: rentLow, maxRentalPrice: rentHigh });
    expect(rent.some((s) => s.rentalPrice === rentLow) && rent.some((s) => s.rentalPrice === rentHigh)).toBe(true);
    const mealCap = meals[Math.floor(meals.length / 2)]!;
    const meal = await expectFilter({ maxMealPrice: mealCap });
    expect(meal.some((s) => s.mealPrice === mealCap)).toBe(true);
    await expectFilter({ minMealPrice: mealCap });
  });

  it('filters by a date range (inclusive) and by months; both given, both apply', async () => {
    const dates = [...new Set(open.map((s) => s.weddingDate))].sort();
    const [start, end] = [dates[5]!, dates[25]!];
    const range = await expectFilter({ startDate: start, endDate: end });
    expect(range.some((s) => s.weddingDate === start)).toBe(true);
    expect(range.some((s) => s.weddingDate === end)).toBe(true);
    // A start alone means from that day on.
    await expectFilter({ startDate: dates[40]! });
    const months = [dates[30]!.slice(0, 7), dates.at(-20)!.slice(0, 7)];
    const byMonths = await expectFilter({ months });
    expect(new Set(byMonths.map((s) => s.weddingDate.slice(0, 7)))).toEqual(new Set(months));
    const both = await expectAllPages({ months, startDate: start, endDate: dates.at(-1)! });
    expect(both.every((s) => s.weddingDate >= start && months.includes(s.weddingDate.slice(0, 7)))).toBe(true);
    // A past month holds nothing remaining.
    expect(await page({ months: ['2020-01'] }, 1)).toEqual({ item: [], total: 0, totalCapped: false });
  });

  it('keeps only discounted slots with discounted=true', async () => {
    const discounted = await expectFilter({ discounted: true });
    expect(discounted.every((s) => s.discountRate > 0)).toBe(true);
    expect((await page({ discounted: false }, 1)).total).toBe(open.length);
  });

  it('keeps one hall’s slots with partnerUuid; an unknown hall has none', async () => {
    const hall = data.partnerById.get(open[0]!.partnerId)!;
    const slots = await expectFilter({ partnerUuid: hall.uuid, sortType: 'WEDDING_TIME_ASC' });
    expect(slots.every((s) => s.partnerUuid === hall.uuid)).toBe(true);
    expect(await page({ partnerUuid: '00000000-0000-4000-8000-000000000000' }, 1)).toEqual({
      item: [],
      total: 0,
      totalCapped: false,
    });
  });

  it('applies many filters at once', async () => {
    await expectFilter(
      {
        region: '서울',
        dayOfWeeks: ['SATURDAY', 'SUNDAY'],
        minGuarantee: 100,
        maxGuarantee: 300,
        sortType: 'GUARANTEE_ASC',
      },
      { fetchSize: 5 },
    );
  });

  it('answers the slot card fields only, the time as HH:MM', async () => {
    const { item } = await page({}, 1, 1);
    expect(Object.keys(item[0]!).sort()).toEqual(
      [
        'weddingDayId',
        'partnerUuid',
        'partnerProfileName',
        'hallName',
        'region',
        'subRegion',
        'imageUrl',
        'weddingDate',
        'weddingTime',
        'guarantee',
        'rentalPrice',
        'flowerPrice',
        'mealPrice',
        'finalPrice',
        'discountRate',
        'contractUsed',
        'isLike',
      ].sort(),
    );
    expect(item[0]!.weddingTime).toMatch(/^\d{2}:00$/);
  });
});
