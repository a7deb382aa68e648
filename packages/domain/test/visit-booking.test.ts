import { describe, expect, it } from 'vitest';
import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from '../src/constants.ts';
import { consultingTimes, hopeMonthOptions, operationDayOf, visitDates } from '../src/visit-booking.ts';

// 2026-11-24 23:30 in Seoul is 14:30 UTC: the Seoul calendar decides "today".
const NOW = new Date('2026-11-24T14:30:00Z');

describe('visit booking rules (spec §9: reservation open 14 days, wedding open 24 months)', () => {
  it('offers tomorrow through 14 days ahead by default, on the Seoul calendar', () => {
    expect(RESERVATION_OPEN_DEFAULT).toBe(14);
    const dates = visitDates(NOW);
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-25');
    expect(dates.at(-1)).toBe('2026-12-08');
    expect(visitDates(new Date('2026-11-24T15:30:00Z'), 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
  });

  it('names the operation-time day of a date', () => {
    expect(operationDayOf('2026-11-29')).toBe('sun');
    expect(operationDayOf('2026-11-28')).toBe('sat');
  });

  it('cuts an opening into whole consulting hours that fit in it', () => {
    expect(consultingTimes('10:00:00', '13:00:00')).toEqual(['10:00', '11:00', '12:00']);
    expect(consultingTimes('09:30', '12:00')).toEqual(['10:00', '11:00']);
    expect(consultingTimes('18:00', '18:30')).toEqual([]);
  });

  it('lets a couple hope for months from this one through the wedding open date (24 months by default)', () => {
    expect(WEDDING_OPEN_DEFAULT_MONTHS).toBe(24);
    const months = hopeMonthOptions(NOW);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2028-11');
    expect(months).toHaveLength(25);
    expect(hopeMonthOptions(NOW, '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
