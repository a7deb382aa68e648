import { describe, expect, it } from 'vitest';
import {
  MAX_WATCH_MONTHS,
  MAX_WATCHES_PER_COUPLE,
  normalizeWatch,
  openedSummary,
  type SlotWatch,
  WATCH_MESSAGES,
  type WatchedSlot,
  watchMatches,
  watchProblem,
  watchSummary,
} from '../src/slot-watch.ts';

// Issue 28 §5: "A couple watches a hall, or all halls in a region, for their wanted months, days of the week,
// time band, guest range and a price ceiling."
const now = new Date('2026-11-27T03:00:00Z');
const watch = (over: Partial<SlotWatch> = {}): SlotWatch => ({
  partnerId: 7,
  region: null,
  months: ['2027-03', '2027-04'],
  days: ['SATURDAY'],
  times: [],
  minGuests: null,
  maxGuests: null,
  maxPrice: null,
  ...over,
});
const slot = (over: Partial<WatchedSlot> = {}): WatchedSlot => ({
  partnerId: 7,
  region: '서울',
  weddingDate: '2027-03-13',
  weddingTime: '11:00',
  dayOfWeek: 'SATURDAY',
  guarantee: 200,
  finalPrice: 20_000_000,
  ...over,
});

describe('watchMatches (issue 28 §5)', () => {
  it('a hall watch matches that hall only; a region watch every hall of the region', () => {
    expect(watchMatches(watch(), slot())).toBe(true);
    expect(watchMatches(watch(), slot({ partnerId: 8 }))).toBe(false);
    const region = watch({ partnerId: null, region: '서울' });
    expect(watchMatches(region, slot({ partnerId: 99 }))).toBe(true);
    expect(watchMatches(region, slot({ region: '경기' }))).toBe(false);
  });

  it('wanted months and days of the week', () => {
    expect(watchMatches(watch(), slot({ weddingDate: '2027-05-01' }))).toBe(false);
    expect(watchMatches(watch(), slot({ weddingDate: '2027-03-14', dayOfWeek: 'SUNDAY' }))).toBe(false);
    expect(watchMatches(watch({ days: [] }), slot({ weddingDate: '2027-03-14', dayOfWeek: 'SUNDAY' }))).toBe(true);
  });

  it('time band through the wedding-time chips: "20:00 ~" covers 21:00 (spec §9)', () => {
    expect(watchMatches(watch({ times: ['11:00', '12:00'] }), slot())).toBe(true);
    expect(watchMatches(watch({ times: ['13:00'] }), slot())).toBe(false);
    expect(watchMatches(watch({ times: ['20:00'] }), slot({ weddingTime: '21:00' }))).toBe(true);
  });

  it('guest range against the slot guarantee; the 350 stop means any size', () => {
    expect(watchMatches(watch({ minGuests: 150, maxGuests: 250 }), slot())).toBe(true);
    expect(watchMatches(watch({ minGuests: 250 }), slot())).toBe(false);
    expect(watchMatches(watch({ maxGuests: 150 }), slot())).toBe(false);
    expect(watchMatches(watch({ minGuests: 100, maxGuests: 350 }), slot({ guarantee: 500 }))).toBe(true);
  });

  it('price ceiling against the final price (equal passes)', () => {
    expect(watchMatches(watch({ maxPrice: 20_000_000 }), slot())).toBe(true);
    expect(watchMatches(watch({ maxPrice: 19_999_999 }), slot())).toBe(false);
  });
});

describe('watchProblem', () => {
  it('accepts a good watch', () => {
    expect(watchProblem(watch(), now)).toBeNull();
    expect(watchProblem(watch({ partnerId: null, region: '부산' }), now)).toBeNull();
  });

  it('needs exactly one of a hall and a region, and a known region', () => {
    expect(watchProblem(watch({ region: '서울' }), now)).toBe(WATCH_MESSAGES.TARGET);
    expect(watchProblem(watch({ partnerId: null }), now)).toBe(WATCH_MESSAGES.TARGET);
    expect(watchProblem(watch({ partnerId: null, region: '화성' }), now)).toBe(WATCH_MESSAGES.REGION);
  });

  it(`months: at least one, at most ${MAX_WATCH_MONTHS}, inside the 24-month window`, () => {
    expect(MAX_WATCH_MONTHS).toBe(12);
    expect(watchProblem(watch({ months: [] }), now)).toBe(WATCH_MESSAGES.MONTHS_EMPTY);
    const thirteen = Array.from({ length: 13 }, (_, i) => `2027-${String((i % 12) + 1).padStart(2, '0')}`);
    thirteen[12] = '2028-01';
    expect(watchProblem(watch({ months: thirteen }), now)).toBe(WATCH_MESSAGES.MONTHS_TOO_MANY);
    expect(watchProblem(watch({ months: thirteen.slice(0, 12) }), now)).toBeNull();
    expect(watchProblem(watch({ months: ['2026-10'] }), now)).toBe(WATCH_MESSAGES.MONTH_OUT_OF_RANGE);
    expect(watchProblem(watch({ months: ['2028-11'] }), now)).toBe(WATCH_MESSAGES.MONTH_OUT_OF_RANGE);
    expect(watchProblem(watch({ months: ['2027-13'] }), now)).toBe(WATCH_MESSAGES.MONTH_OUT_OF_RANGE);
  });

  it('days, times, guests and price', () => {
    expect(watchProblem(watch({ days: ['MONDAY' as never] }), now)).toBe(WATCH_MESSAGES.DAYS);
    expect(watchProblem(watch({ times: ['21:00'] }), now)).toBe(WATCH_MESSAGES.TIMES);
    expect(watchProblem(watch({ minGuests: 300, maxGuests: 200 }), now)).toBe(WATCH_MESSAGES.GUESTS);
    expect(watchProblem(watch({ minGuests: 400, maxGuests: 350 }), now)).toBeNull();
    expect(watchProblem(watch({ maxPrice: 0 }), now)).toBe(WATCH_MESSAGES.PRICE);
  });

  it('the limit message names the limit of 10', () => {
    expect(MAX_WATCHES_PER_COUPLE).toBe(10);
    expect(WATCH_MESSAGES.LIMIT).toContain('10개');
  });
});

describe('wording', () => {
  it('normalizes months, days and chips', () => {
    const n = normalizeWatch(
      watch({ months: ['2027-04', '2027-03', '2027-04'], days: ['SUNDAY', 'FRIDAY'], times: ['20:00', '09:00'] }),
    );
    expect(n.months).toEqual(['2027-03', '2027-04']);
    expect(n.days).toEqual(['FRIDAY', 'SUNDAY']);
    expect(n.times).toEqual(['09:00', '20:00']);
  });

  it('summarises a watch and what opened', () => {
    expect(watchSummary(watch())).toBe('2027년 3월·4월 · 토요일');
    expect(openedSummary([slot({ weddingDate: '2027-04-10' }), slot()])).toBe('2027년 3월 13일 (토) 오전 11시 외 1개');
    expect(openedSummary([slot()])).toBe('2027년 3월 13일 (토) 오전 11시');
  });
});
