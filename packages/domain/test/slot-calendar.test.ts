import { describe, expect, it } from 'vitest';
import {
  applyPriceChange,
  bulkPreviewLine,
  generateSlots,
  lastGeneratedDate,
  type PriceRule,
  priceProblem,
  resolvePrice,
  slotFinalPrice,
  weddingDayOf,
} from '../src/slot-calendar.ts';

const base: PriceRule = {
  id: 1,
  name: '기본',
  season: null,
  startDate: null,
  endDate: null,
  days: [],
  timeFrom: '09:00',
  timeTo: '21:00',
  rentalPrice: 3_000_000,
  mealPrice: 60_000,
  flowerPrice: 0,
  guarantee: 200,
  discountRate: 0,
  drinksIncluded: true,
};
// "Price rules by season (성수기/비수기 ranges), day of week and time band"
const peakSaturdayLunch: PriceRule = {
  ...base,
  id: 2,
  name: '성수기 토요일 점심',
  season: 'PEAK',
  startDate: '2027-04-01',
  endDate: '2027-05-31',
  days: ['SATURDAY'],
  timeFrom: '11:00',
  timeTo: '13:00',
  rentalPrice: 5_000_000,
  mealPrice: 75_000,
};

describe('slot calendar (issue 26 §2)', () => {
  it('knows only Friday, Saturday and Sunday as wedding days', () => {
    expect(weddingDayOf('2027-04-09')).toBe('FRIDAY');
    expect(weddingDayOf('2027-04-10')).toBe('SATURDAY');
    expect(weddingDayOf('2027-04-11')).toBe('SUNDAY');
    expect(weddingDayOf('2027-04-12')).toBeNull();
  });

  it('the latest matching rule wins: a 성수기 Saturday lunch over the base price', () => {
    expect(resolvePrice([base, peakSaturdayLunch], '2027-04-10', '12:00')?.rentalPrice).toBe(5_000_000);
    // outside the band, the day or the season the base rule still answers
    expect(resolvePrice([base, peakSaturdayLunch], '2027-04-10', '15:00')?.rentalPrice).toBe(3_000_000);
    expect(resolvePrice([base, peakSaturdayLunch], '2027-04-11', '12:00')?.rentalPrice).toBe(3_000_000);
    expect(resolvePrice([base, peakSaturdayLunch], '2027-06-05', '12:00')?.rentalPrice).toBe(3_000_000);
    expect(resolvePrice([peakSaturdayLunch], '2027-06-05', '12:00')).toBeNull();
  });

  it('"a weekly plan plus date exceptions (closed, extra time, other price)" generate the slots', () => {
    const slots = generateSlots({
      plan: { FRIDAY: [], SATURDAY: ['11:00', '13:00'], SUNDAY: ['12:00'] },
      rules: [base],
      exceptions: [
        { date: '2027-04-10', time: '13:00', state: 'CLOSED', price: null },
        { date: '2027-04-10', time: '17:00', state: 'OPEN', price: null },
        { date: '2027-04-11', time: '12:00', state: null, price: { ...base, rentalPrice: 1_000_000 } },
      ],
      from: '2027-04-09',
      to: '2027-04-12',
    });
    expect(slots.map((s) => [s.date, s.time, s.open, s.price?.rentalPrice])).toEqual([
      ['2027-04-10', '11:00', true, 3_000_000],
      ['2027-04-10', '13:00', false, 3_000_000],
      ['2027-04-10', '17:00', true, 3_000_000],
      ['2027-04-11', '12:00', true, 1_000_000],
    ]);
  });

  it('"slots are generated up to the hall\'s weddingOpenDate (24 months by default)"', () => {
    expect(lastGeneratedDate('2026-11', 24)).toBe('2028-11-30');
    expect(lastGeneratedDate('2026-12', 2)).toBe('2027-02-28');
  });

  it('the final price: rental + flowers (0 = included) + meal × guarantee, less the discount, down to 1,000원', () => {
    expect(slotFinalPrice({ ...base, discountRate: 0 })).toBe(15_000_000);
    expect(slotFinalPrice({ ...base, flowerPrice: 1_234_567, discountRate: 15 })).toBe(13_799_000);
  });

  it('a bulk edit changes only the fields given, and its preview reads "N개 일정의 가격이 바뀝니다"', () => {
    expect(applyPriceChange(base, { rentalPrice: 4_000_000 })).toMatchObject({
      rentalPrice: 4_000_000,
      mealPrice: 60_000,
    });
    expect(bulkPreviewLine(12)).toBe('12개 일정의 가격이 바뀝니다');
  });

  it('refuses negative money, a guarantee under 1 and a discount over 100 in Korean', () => {
    expect(priceProblem({ rentalPrice: -1 })).toBe('금액은 0원 이상이어야 해요.');
    expect(priceProblem({ guarantee: 0 })).toBe('보증 인원은 1명 이상이어야 해요.');
    expect(priceProblem({ discountRate: 101 })).toBe('할인율은 0~100% 사이여야 해요.');
    expect(priceProblem(base)).toBeNull();
  });
});
