import { MAX_HALL_SEARCH_FETCH_SIZE } from '@wedding/contract/hall-search';
import { type HallBadgeInput, hallBadges, hallLevelsOf } from '@wedding/domain/badges';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, partnerLikes, partners, weddingDays } from '../../src/db/schema/index.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';
import {
  expectedSearch,
  type Hall,
  loadSearchData,
  type SearchData,
  type SearchParams,
  searchAd,
  searchUrl,
  slotMatches,
} from './hall-search-expected.ts';

type Item = { partnerUuid: string; partnerId: number; isAdvertise: boolean; adCode: string | null; isLiked: boolean };

const HALL_CHIPS = [
  ['styles', (h: Hall) => h.styles],
  ['mealTypes', (h: Hall) => h.mealTypes],
  ['ceremonyTypes', (h: Hall) => h.ceremonyTypes],
  ['trafficTypes', (h: Hall) => h.trafficTypes],
  // The chip reads what the badges read (issue 9: one truth).
  ['levels', (h: Hall) => hallLevelsOf(h)],
  ['tags', (h: Hall) => h.extraTags],
] as const;

describe('GET /v3/book/halls', () => {
  let t: TestApp;
  let data: SearchData;
  beforeAll(async () => {
    t = await buildTestApp();
    data = await loadSearchData(t);
  });
  afterAll(() => t.close());

  /** Every match in one page (the seed has far fewer halls than the maximum page): list and total. */
  async function expectSearch(params: SearchParams, headers: Record<string, string> = {}, d = data) {
    const res = await injectWithApiKey(t.app, {
      url: searchUrl({ ...params, fetchSize: MAX_HALL_SEARCH_FETCH_SIZE }),
      headers,
    });
    expect(res.statusCode, JSON.stringify(params)).toBe(200);
    const expected = expectedSearch(d, params);
    expect(res.json(), JSON.stringify(params)).toEqual({ item: expected, total: expected.length });
    return expected;
  }

  const idsOf = (items: { partnerId: number }[]) => items.map((i) => i.partnerId).sort((a, b) => a - b);

  it('lists wedding halls only, advertised first, then by likes, reviews and id; total counts them all', async () => {
    const res = await injectWithApiKey(t.app, '/v3/book/halls');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { item: Item[]; total: number };
    const expected = expectedSearch(data, {});
    expect(body.total).toBe(data.halls.length);
    expect(body.item).toEqual(expected.slice(0, 20));
    // Advertised halls (the seed's SEARCH ads run for a while after the seed instant) form one block on top.
    const firstPlain = body.item.findIndex((i) => !i.isAdvertise);
    expect(body.item.slice(firstPlain === -1 ? body.item.length : firstPlain).every((i) => !i.isAdvertise)).toBe(true);
  });

  it('filters by region and by sub-region', async () => {
    const regions = [...new Set(data.halls.map((h) => h.region))];
    expect(regions.length).toBeGreaterThan(1);
    for (const region of regions) {
      const found = await expectSearch({ region });
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(data.halls.length);
    }
    const pairs = [...new Set(data.halls.filter((h) => h.subRegion).map((h) => `${h.region}|${h.subRegion}`))];
    expect(pairs.length).toBeGreaterThan(1);
    for (const pair of pairs) {
      const [region, subRegion] = pair.split('|') as [string, string];
      const found = await expectSearch({ region, subRegion });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((h) => h.region === `${region} ${subRegion}`)).toBe(true);
    }
  });

  for (const [chip, valuesOf] of HALL_CHIPS) {
    it(`filters by ${chip}: any chosen value matches, two values widen the list`, async () => {
      const counts = new Map<string, number>();
      for (const hall of data.halls) for (const v of valuesOf(hall)) counts.set(v, (counts.get(v) ?? 0) + 1);
      const values = [...counts.keys()].sort();
      expect(values.length).toBeGreaterThan(1);
      const single = new Map<string, number[]>();
      for (const value of values) {
        const found = await expectSearch({ [chip]: [value] });
        expect(found.length).toBe(counts.get(value));
        single.set(value, idsOf(found));
      }
      // Two values whose hall sets differ: the list is their union, larger than either alone.
      const [a, b] = values
        .flatMap((x) => values.map((y) => [x, y] as const))
        .find(([x, y]) => x < y && single.get(x)!.some((id) => !single.get(y)!.includes(id))) ?? [
        values[0]!,
        values[1]!,
      ];
      const both = await expectSearch({ [chip]: [a, b] });
      expect(idsOf(both)).toEqual([...new Set([...single.get(a)!, ...single.get(b)!])].sort((x, y) => x - y));
      expect(both.length).toBeGreaterThan(Math.min(single.get(a)!.length, single.get(b)!.length));
    });
  }

  it.each([
    ['RESERVE', 'INSTANT_VISIT'],
    ['CONTRACT', 'INSTANT_SLOT'],
  ] as const)('levels=%s finds exactly the halls wearing the %s badge (issue 9: one truth)', async (level, badge) => {
    const res = await injectWithApiKey(t.app, searchUrl({ levels: [level], fetchSize: MAX_HALL_SEARCH_FETCH_SIZE }));
    const found = (res.json() as { item: (HallBadgeInput & { partnerId: number })[] }).item;
    expect(found.length).toBeGreaterThan(0);
    for (const hall of found)
      expect(
        hallBadges(hall).map((b) => b.code),
        String(hall.partnerId),
      ).toContain(badge);
    const all = await injectWithApiKey(t.app, searchUrl({ fetchSize: MAX_HALL_SEARCH_FETCH_SIZE }));
    const wearing = (all.json() as { item: (HallBadgeInput & { partnerId: number })[] }).item.filter((h) =>
      hallBadges(h).some((b) => b.code === badge),
    );
    expect(found.map((h) => h.partnerId).sort()).toEqual(wearing.map((h) => h.partnerId).sort());
  });

  it('requires every chip group at once (AND across groups)', async () => {
    const hall = data.halls.find((h) => h.styles.length && h.mealTypes.length && hallLevelsOf(h).length)!;
    const params: SearchParams = {
      styles: [hall.styles[0]!],
      mealTypes: [hall.mealTypes[0]!],
      levels: [hallLevelsOf(hall)[0]!],
      region: hall.region,
    };
    const all = await expectSearch(params);
    expect(all.map((h) => h.partnerId)).toContain(hall.id);
    const stylesOnly = await expectSearch({ styles: params.styles });
    expect(all.length).toBeLessThanOrEqual(stylesOnly.length);
    expect(all.every((h) => stylesOnly.some((s) => s.partnerId === h.partnerId))).toBe(true);
    // A combination no hall has finds nothing.
    await expectSearch({ styles: ['HANOK'], levels: ['CONTRACT'], region: '제주' });
  });

  describe('slot-level chips: one open slot from today must meet all of them', () => {
    const today = () => seoulToday(new Date());
    const open = () => data.slots.filter((s) => s.state === 'OPEN' && s.weddingDate >= today());
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

    it('filters by day of week', async () => {
      for (const day of ['FRIDAY', 'SATURDAY', 'SUNDAY']) {
        expect((await expectSearch({ dayOfWeeks: [day] })).length).toBeGreaterThan(0);
      }
      await expectSearch({ dayOfWeeks: ['FRIDAY', 'SUNDAY'] });
    });

    it("filters by wedding time; the '20:00' chip also finds halls open only at 21:00", async () => {
      for (const time of ['11:00', '13:00', '18:00']) {
        expect((await expectSearch({ weddingTimes: [time] })).length).toBeGreaterThan(0);
      }
      const late = await expectSearch({ weddingTimes: ['20:00'] });
      const onlyAt21 = data.halls.find((h) => {
        const times = open()
          .filter((s) => s.partnerId === h.id)
          .map((s) => s.weddingTime.slice(0, 5));
        return times.includes('21:00') && !times.includes('20:00');
      });
      expect(onlyAt21, 'the seed has a hall open at 21:00 but not at 20:00').toBeDefined();
      expect(late.map((h) => h.partnerId)).toContain(onlyAt21!.id);
    });

    it('filters by guarantee: min 0 is no lower bound, max 350 or more means any size', async () => {
      const mid = median(open().map((s) => s.guarantee));
      const atLeast = await expectSearch({ minGuarantee: mid });
      const atMost = await expectSearch({ maxGuarantee: mid });
      expect(atLeast.length).toBeGreaterThan(0);
      expect(atMost.length).toBeGreaterThan(0);
      await expectSearch({ minGuarantee: mid, maxGuarantee: mid + 50 });
      const any = await expectSearch({ minGuarantee: 0, maxGuarantee: 350 });
      const withOpenSlot = new Set(open().map((s) => s.partnerId));
      expect(any.length).toBe(data.halls.filter((h) => withOpenSlot.has(h.id)).length);
      // Spec §5: below 0 is no lower bound too, answered like 0 rather than refused (issue 9).
      expect((await expectSearch({ minGuarantee: -5, maxGuarantee: 350 })).length).toBe(any.length);
    });

    it('filters by rental price and by meal price', async () => {
      const rent = median(open().map((s) => s.rentalPrice));
      const meal = median(open().map((s) => s.mealPrice));
      for (const params of [
        { minRentalPrice: rent },
        { maxRentalPrice: rent },
        { minRentalPrice: rent, maxRentalPrice: rent },
        { minMealPrice: meal },
        { maxMealPrice: meal },
        { minMealPrice: meal, maxMealPrice: meal },
      ]) {
        expect((await expectSearch(params)).length, JSON.stringify(params)).toBeGreaterThan(0);
      }
    });

    it('needs one slot meeting every chip, not one slot per chip', async () => {
      // A hall open on day D and open at time T, but never on D at T.
      let probe: { hall: Hall; day: string; time: string } | undefined;
      for (const hall of data.halls) {
        const slots = open().filter((s) => s.partnerId === hall.id);
        for (const day of new Set(slots.map((s) => s.dayOfWeek))) {
          const time = slots
            .map((s) => s.weddingTime.slice(0, 5))
            .find((tm) => tm !== '21:00' && !slots.some((s) => s.dayOfWeek === day && s.weddingTime.startsWith(tm)));
          if (time) probe = { hall, day, time };
        }
      }
      expect(probe, 'the seed has a hall open on a day and at a time, but not both together').toBeDefined();
      const { hall, day, time } = probe!;
      const found = await expectSearch({ dayOfWeeks: [day], weddingTimes: [time] });
      expect(found.map((h) => h.partnerId)).not.toContain(hall.id);
      expect((await expectSearch({ dayOfWeeks: [day] })).map((h) => h.partnerId)).toContain(hall.id);
      expect((await expectSearch({ weddingTimes: [time] })).map((h) => h.partnerId)).toContain(hall.id);
    });

    it('combines slot chips with hall chips and region', async () => {
      const slot = open()[0]!;
      const hall = data.halls.find((h) => h.id === slot.partnerId)!;
      const params: SearchParams = {
        region: hall.region,
        styles: hall.styles.slice(0, 1),
        dayOfWeeks: [slot.dayOfWeek],
        weddingTimes: [slot.weddingTime.slice(0, 5)],
        minGuarantee: slot.guarantee,
        maxGuarantee: slot.guarantee,
        minRentalPrice: slot.rentalPrice,
        maxRentalPrice: slot.rentalPrice,
        minMealPrice: slot.mealPrice,
        maxMealPrice: slot.mealPrice,
      };
      expect((await expectSearch(params)).map((h) => h.partnerId)).toContain(hall.id);
    });
  });

  describe('keyword', () => {
    it('finds halls by part of their name', async () => {
      const hall = data.halls[0]!;
      const part = hall.bizName.slice(0, 2);
      const found = await expectSearch({ keyword: part });
      expect(found.map((h) => h.partnerId)).toContain(hall.id);
    });

    it("finds halls by region label: '강남구', '서울 강남구', '경기'", async () => {
      for (const keyword of ['강남구', '서울 강남구', '경기']) {
        const found = await expectSearch({ keyword });
        expect(found.length, keyword).toBeGreaterThan(0);
      }
      const gangnam = await expectSearch({ keyword: '강남구' });
      expect(gangnam.every((h) => h.region === '서울 강남구' || h.partnerName.includes('강남구'))).toBe(true);
    });

    it('finds halls near a subway station whose name and region do not contain the keyword', async () => {
      const match = data.subways
        .map((s) => ({ s, hall: data.halls.find((h) => h.id === s.partnerId) }))
        .find(
          ({ s, hall }) =>
            hall &&
            !hall.bizName.includes(s.stationName.replace(/역$/, '')) &&
            !`${hall.region} ${hall.subRegion ?? ''}`.includes(s.stationName.replace(/역$/, '')),
        );
      expect(match).toBeDefined();
      const keyword = match!.s.stationName.replace(/역$/, '');
      const found = await expectSearch({ keyword });
      expect(found.map((h) => h.partnerId)).toContain(match!.hall!.id);
    });

    it('trims the keyword and treats LIKE wildcards as plain characters', async () => {
      const trimmed = await expectSearch({ keyword: '강남구' });
      const res = await injectWithApiKey(t.app, searchUrl({ keyword: '  강남구  ', fetchSize: 50 }));
      expect(res.json().total).toBe(trimmed.length);
      for (const keyword of ['%', '_', '\\', '%강%']) {
        const wild = await injectWithApiKey(t.app, searchUrl({ keyword }));
        expect(wild.statusCode).toBe(200);
        expect(wild.json(), keyword).toEqual({ item: [], total: 0 });
      }
    });

    it('matches case-insensitively', async () => {
      const hall = data.halls[1]!;
      await t.database.db.update(partners).set({ bizName: 'The Grand Hall 그랜드' }).where(eq(partners.id, hall.id));
      try {
        const fresh = await loadSearchData(t);
        for (const keyword of ['grand', 'GRAND', 'gRaNd h']) {
          const found = await expectSearch({ keyword }, {}, fresh);
          expect(found.map((h) => h.partnerId)).toEqual([hall.id]);
        }
      } finally {
        await t.database.db.update(partners).set({ bizName: hall.bizName }).where(eq(partners.id, hall.id));
      }
    });

    it('combines with filters', async () => {
      const found = await expectSearch({ keyword: '서울', dayOfWeeks: ['SATURDAY'], styles: ['BRIGHT', 'DARK'] });
      expect(found.length).toBeGreaterThan(0);
    });
  });

  describe('search ads', () => {
    it('lifts a hall with an active SEARCH ad: region-less everywhere, a regional one only in its region', async () => {
      const now = Date.now();
      const period = { startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) };
      const seoul = data.halls
        .filter((h) => h.region === '서울')
        .filter((h) => !searchAd(data, h, { region: '서울' }, new Date()))
        .sort((a, b) => a.likeCount - b.likeCount)[0]!;
      const others = data.halls.filter((h) => h.region !== '서울' && !searchAd(data, h, {}, new Date()));
      const [other, everywhereHall] = [others[0]!, others[1]!];
      await t.database.db.insert(ads).values([
        {
          partnerId: everywhereHall.id,
          adCode: 'TEST-SCH-ALL',
          adName: '전국 검색 광고',
          placement: 'SEARCH',
          ...period,
        },
        {
          partnerId: seoul.id,
          adCode: 'TEST-SCH-SEOUL',
          adName: '서울 검색 광고',
          placement: 'SEARCH',
          region: '서울',
          ...period,
        },
        // Neither an ended SEARCH ad nor an active ad of another placement lifts a hall.
        {
          partnerId: other.id,
          adCode: 'TEST-SCH-ENDED',
          adName: '끝난 검색 광고',
          placement: 'SEARCH',
          startsAt: new Date(now - 7_200_000),
          endsAt: new Date(now - 3_600_000),
        },
        { partnerId: other.id, adCode: 'TEST-NBY', adName: '근처 광고', placement: 'NEARBY', ...period },
      ]);
      const fresh = await loadSearchData(t);
      const inSeoul = (await expectSearch({ region: '서울' }, {}, fresh)) as Item[];
      const lifted = inSeoul.findIndex((h) => h.partnerId === seoul.id);
      expect(inSeoul[lifted]).toMatchObject({ isAdvertise: true, adCode: 'TEST-SCH-SEOUL' });
      // The least liked hall of Seoul now sits in the advertised block at the top.
      expect(lifted).toBeLessThan(inSeoul.findIndex((h) => !h.isAdvertise));
      const everywhere = (await expectSearch({}, {}, fresh)) as Item[];
      expect(everywhere.find((h) => h.partnerId === seoul.id)).toMatchObject({ isAdvertise: false, adCode: null });
      expect(everywhere.find((h) => h.partnerId === other.id)).toMatchObject({ isAdvertise: false });
      expect(everywhere.find((h) => h.partnerId === everywhereHall.id)).toMatchObject({ adCode: 'TEST-SCH-ALL' });
      const inItsRegion = (await expectSearch({ region: everywhereHall.region }, {}, fresh)) as Item[];
      expect(inItsRegion.find((h) => h.partnerId === everywhereHall.id)).toMatchObject({ isAdvertise: true });
    });
  });

  it('pages with fetchStart/fetchSize without repeating or skipping a hall', async () => {
    const expected = expectedSearch(await loadSearchData(t), {});
    const seen: string[] = [];
    for (let start = 0; start < expected.length + 5; start += 5) {
      const res = await injectWithApiKey(t.app, searchUrl({ fetchStart: start, fetchSize: 5 }));
      const body = res.json() as { item: Item[]; total: number };
      expect(body.total).toBe(expected.length);
      expect(body.item).toEqual(expected.slice(start, start + 5));
      seen.push(...body.item.map((i) => i.partnerUuid));
    }
    expect(seen).toEqual(expected.map((h) => h.partnerUuid));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("shows a signed-in viewer's likes in isLiked; a guest sees none", async () => {
    const viewer = await createCustomer(t.database);
    const liked = data.halls.slice(2, 4);
    await t.database.db.insert(partnerLikes).values(liked.map((h) => ({ customerId: viewer.id, partnerId: h.id })));
    const { accessToken } = await t.app.services.sessions.startSession(viewer.id, 'app');
    const mine = await loadSearchData(t, viewer.id);
    const items = (await expectSearch({}, { authorization: `Bearer ${accessToken}` }, mine)) as Item[];
    expect(
      items
        .filter((i) => i.isLiked)
        .map((i) => i.partnerId)
        .sort(),
    ).toEqual(liked.map((h) => h.id).sort());
    const guest = (await injectWithApiKey(t.app, searchUrl({ fetchSize: 50 }))).json() as { item: Item[] };
    expect(guest.item.every((i) => !i.isLiked)).toBe(true);
  });

  it('documents the hall discovery routes in OpenAPI with their error responses', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    const routes: [string, string, string[]][] = [
      ['/v3/book/halls', 'get', ['200', '400', '401']],
      ['/v3/book/halls/keyword', 'get', ['200', '400', '401']],
      ['/v3/book/halls/histories', 'post', ['200', '400', '401', '403', '404']],
      ['/v3/book/halls/histories', 'get', ['200', '401']],
      ['/v3/book/halls/histories', 'delete', ['204', '401', '403']],
      ['/v3/book/halls/histories/{id}', 'delete', ['204', '401', '404']],
      ['/v3/book/events', 'get', ['200']],
      ['/v3/200107/partners', 'get', ['200', '400']],
      ['/v3/partner/{uuid}/type', 'get', ['200', '404']],
    ];
    for (const [path, method, statuses] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBeTruthy();
      expect(op.description).toMatch(/[가-힣]/);
      for (const status of statuses) expect(op.responses[status], `${method} ${path} ${status}`).toBeDefined();
    }
  });

  it('rejects bad input with 400 and a Korean message, never 500', async () => {
    const cases: [string, string][] = [
      ['styles=FOO', '홀 스타일을 다시 선택해주세요.'],
      ['levels=VIP', '예약 방식을 다시 선택해주세요.'],
      ['dayOfWeeks=MONDAY', '요일을 다시 선택해주세요.'],
      ['weddingTimes=08:00', '예식 시간을 다시 선택해주세요.'],
      ['region=뉴욕', '지역을 다시 선택해주세요.'],
      [`subRegion=${encodeURIComponent('강남구')}`, '세부 지역을 다시 선택해주세요.'],
      [
        `region=${encodeURIComponent('부산')}&subRegion=${encodeURIComponent('강남구')}`,
        '세부 지역을 다시 선택해주세요.',
      ],
      ['minRentalPrice=500&maxRentalPrice=100', '최소 대관료가 최대 대관료보다 높아요.'],
      ['minMealPrice=-1', '금액은 0원 이상의 정수로 입력해주세요.'],
      ['minGuarantee=300&maxGuarantee=100', '최소 보증인원이 최대 보증인원보다 많아요.'],
      ['fetchSize=51', '목록 위치를 확인해주세요.'],
      ['fetchStart=-1', '목록 위치를 확인해주세요.'],
      ['fetchSize=abc', '목록 위치를 확인해주세요.'],
      [`keyword=${'가'.repeat(51)}`, '검색어는 1~50자로 입력해주세요.'],
      ['keyword=%20%20', '검색어는 1~50자로 입력해주세요.'],
    ];
    for (const [query, hint] of cases) {
      const res = await injectWithApiKey(t.app, `/v3/book/halls?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.code, query).toBe('VALIDATION_ERROR');
      expect(body.message, query).toContain(hint);
    }
  });

  describe('slots that do not count', () => {
    it('ignores slots that are not OPEN or lie before today (Seoul)', async () => {
      const today = seoulToday(new Date());
      const slot = data.slots.find((s) => s.state === 'OPEN' && s.weddingDate >= today)!;
      const params: SearchParams = {
        dayOfWeeks: [slot.dayOfWeek],
        weddingTimes: [slot.weddingTime.slice(0, 5)],
        minRentalPrice: slot.rentalPrice,
        maxRentalPrice: slot.rentalPrice,
      };
      expect((await expectSearch(params)).map((h) => h.partnerId)).toContain(slot.partnerId);
      const matching = data.slots.filter((s) => s.partnerId === slot.partnerId && slotMatches(s, params, today));
      const ids = matching.map((s) => s.id);

      await t.database.db.update(weddingDays).set({ state: 'CLOSED' }).where(inArray(weddingDays.id, ids));
      let fresh = await loadSearchData(t);
      expect((await expectSearch(params, {}, fresh)).map((h) => h.partnerId)).not.toContain(slot.partnerId);

      // Open again but six years back (a multiple of 7 days keeps the weekday the schema checks).
      for (const s of matching) {
        const past = new Date(`${s.weddingDate}T00:00:00Z`);
        past.setUTCDate(past.getUTCDate() - 7 * 52 * 6);
        await t.database.db
          .update(weddingDays)
          .set({ state: 'OPEN', weddingDate: past.toISOString().slice(0, 10) })
          .where(eq(weddingDays.id, s.id));
      }
      fresh = await loadSearchData(t);
      expect((await expectSearch(params, {}, fresh)).map((h) => h.partnerId)).not.toContain(slot.partnerId);
      // Without slot chips the hall is still listed.
      expect((await expectSearch({}, {}, fresh)).map((h) => h.partnerId)).toContain(slot.partnerId);
    });
  });
});
