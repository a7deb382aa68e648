import { describe, expect, it } from 'vitest';
import { countLabel } from '../../src/features/hall-search/lib/count-label.ts';
import {
  EMPTY_FILTER,
  filterSummary,
  filterToQuery,
  type HallSearchFilter,
  SLIDERS,
  setRegion,
  setSubRegion,
  toggleChip,
} from '../../src/features/hall-search/lib/filter-state.ts';
import { filterFromParams, filterToParams, withFilterParams } from '../../src/features/hall-search/lib/filter-url.ts';
import { nextFetchStart } from '../../src/features/hall-search/lib/paging.ts';

const filter = (overrides: Partial<HallSearchFilter> = {}): HallSearchFilter => ({ ...EMPTY_FILTER, ...overrides });

describe('filter → GET /v3/book/halls query', () => {
  it('an untouched filter asks for every hall: no keys at all', () => {
    expect(filterToQuery(EMPTY_FILTER)).toEqual({});
  });

  it('maps every chip group to its API key, values sorted', () => {
    const all = filter({
      styles: ['HOTEL', 'CHAPEL'],
      mealTypes: ['BUFFET'],
      ceremonyTypes: ['SEPARATION'],
      trafficTypes: ['STATION_AREA', 'SHUTTLE'],
      dayOfWeeks: ['SUNDAY', 'SATURDAY'],
      weddingTimes: ['20:00', '11:00'],
      levels: ['CONTRACT'],
      tags: ['DOG_FLOWER_GIRL'],
    });
    expect(filterToQuery(all)).toEqual({
      styles: ['CHAPEL', 'HOTEL'],
      mealTypes: ['BUFFET'],
      ceremonyTypes: ['SEPARATION'],
      trafficTypes: ['SHUTTLE', 'STATION_AREA'],
      dayOfWeeks: ['SATURDAY', 'SUNDAY'],
      weddingTimes: ['11:00', '20:00'],
      levels: ['CONTRACT'],
      tags: ['DOG_FLOWER_GIRL'],
    });
  });

  it('sends keyword, region and sub-region', () => {
    expect(filterToQuery(filter({ keyword: '채플', region: '서울', subRegion: '강남구' }))).toEqual({
      keyword: '채플',
      region: '서울',
      subRegion: '강남구',
    });
  });

  it('leaves out a bound at its end stop: 0 means no minimum, the top stop no maximum (spec §5 is the API’s)', () => {
    expect(SLIDERS.guarantee).toMatchObject({ min: 0, max: 350, step: 10 });
    expect(filterToQuery(filter({ guarantee: [0, 350] }))).toEqual({});
    expect(filterToQuery(filter({ guarantee: [100, 350] }))).toEqual({ minGuarantee: 100 });
    expect(filterToQuery(filter({ guarantee: [0, 200] }))).toEqual({ maxGuarantee: 200 });
    expect(filterToQuery(filter({ guarantee: [150, 340] }))).toEqual({ minGuarantee: 150, maxGuarantee: 340 });
    expect(filterToQuery(filter({ rentalPrice: [0, SLIDERS.rentalPrice.max] }))).toEqual({});
    expect(filterToQuery(filter({ rentalPrice: [1_000_000, 3_000_000] }))).toEqual({
      minRentalPrice: 1_000_000,
      maxRentalPrice: 3_000_000,
    });
    expect(filterToQuery(filter({ mealPrice: [50_000, SLIDERS.mealPrice.max] }))).toEqual({ minMealPrice: 50_000 });
  });

  it("labels the guarantee top stop '350명 이상' and prices in won", () => {
    expect(SLIDERS.guarantee.format(350)).toBe('350명 이상');
    expect(SLIDERS.guarantee.format(120)).toBe('120명');
    expect(SLIDERS.rentalPrice.format(3_500_000)).toBe('3,500,000원');
    expect(SLIDERS.mealPrice.format(SLIDERS.mealPrice.max)).toBe('150,000원 이상');
  });

  it('toggles a chip on and off', () => {
    const on = toggleChip(EMPTY_FILTER, 'weddingTimes', '20:00');
    expect(on.weddingTimes).toEqual(['20:00']);
    expect(toggleChip(on, 'weddingTimes', '20:00').weddingTimes).toEqual([]);
  });
});

describe('region and sub-region', () => {
  it('choosing another region clears the sub-region', () => {
    const seoul = setSubRegion(setRegion(EMPTY_FILTER, '서울'), '강남구');
    expect(seoul).toMatchObject({ region: '서울', subRegion: '강남구' });
    expect(setRegion(seoul, '경기')).toMatchObject({ region: '경기', subRegion: null });
    expect(setRegion(seoul, null)).toMatchObject({ region: null, subRegion: null });
    // The same region again keeps it.
    expect(setRegion(seoul, '서울')).toMatchObject({ region: '서울', subRegion: '강남구' });
  });

  it('a sub-region that is not the region’s is refused', () => {
    const seoul = setRegion(EMPTY_FILTER, '서울');
    expect(setSubRegion(seoul, '수원').subRegion).toBeNull();
    expect(setSubRegion(EMPTY_FILTER, '강남구').subRegion).toBeNull();
  });
});

describe('URL', () => {
  it('round-trips a full filter, lists comma-joined', () => {
    const full = filter({
      keyword: '강남',
      region: '경기',
      subRegion: '성남·분당',
      styles: ['CHAPEL', 'HOTEL'],
      weddingTimes: ['12:00', '20:00'],
      tags: ['BANQUET'],
      guarantee: [100, 300],
      rentalPrice: [500_000, 10_000_000],
      mealPrice: [0, 80_000],
    });
    const params = filterToParams(full);
    expect(params.get('styles')).toBe('CHAPEL,HOTEL');
    expect(params.has('maxRentalPrice')).toBe(false);
    expect(filterFromParams(params)).toEqual(full);
  });

  it('drops what is not valid instead of failing: unknown values, a foreign sub-region, bad numbers', () => {
    const parsed = filterFromParams(
      new URLSearchParams(
        'region=서울&subRegion=수원&styles=HOTEL,NOPE&dayOfWeeks=MONDAY&minGuarantee=abc&maxGuarantee=1000&minMealPrice=-5',
      ),
    );
    expect(parsed).toEqual(filter({ region: '서울', styles: ['HOTEL'] }));
    expect(filterFromParams(new URLSearchParams('region=화성&subRegion=강남구'))).toEqual(EMPTY_FILTER);
  });

  it('snaps off-step numbers to the slider and orders a reversed range', () => {
    const parsed = filterFromParams(new URLSearchParams('minGuarantee=300&maxGuarantee=104'));
    expect(parsed.guarantee).toEqual([100, 300]);
  });

  it('replaces only the filter params, keeping hidetop and view', () => {
    const current = new URLSearchParams('hidetop=true&view=result&styles=HOTEL&region=서울');
    const next = withFilterParams(current, filter({ mealTypes: ['COURSE'] }));
    expect(next.get('hidetop')).toBe('true');
    expect(next.get('view')).toBe('result');
    expect(next.has('styles')).toBe(false);
    expect(next.has('region')).toBe(false);
    expect(next.get('mealTypes')).toBe('COURSE');
  });
});

describe('summary, labels and paging', () => {
  it('summarises the filter in Korean labels', () => {
    expect(
      filterSummary(filter({ region: '서울', subRegion: '강남구', weddingTimes: ['20:00'], guarantee: [100, 350] })),
    ).toEqual(['서울 강남구', '20:00 ~', '100명 ~ 350명 이상']);
  });

  it("count label: '웨딩홀 N개 보기' with thousands separators", () => {
    expect(countLabel(12)).toBe('웨딩홀 12개 보기');
    expect(countLabel(0)).toBe('웨딩홀 0개 보기');
    expect(countLabel(1234)).toBe('웨딩홀 1,234개 보기');
    expect(countLabel(undefined)).toBe('웨딩홀 보기');
  });

  it('pages by fetchStart and stops on a short page or when the total is reached', () => {
    const page = (n: number, total: number) => ({ item: Array.from({ length: n }) as never[], total });
    const first = page(20, 45);
    expect(nextFetchStart([first], first, 20)).toBe(20);
    const second = page(20, 45);
    expect(nextFetchStart([first, second], second, 20)).toBe(40);
    const third = page(5, 45);
    expect(nextFetchStart([first, second, third], third, 20)).toBeUndefined();
    const exact = page(20, 20);
    expect(nextFetchStart([exact], exact, 20)).toBeUndefined();
  });
});
