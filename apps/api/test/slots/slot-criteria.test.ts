import { describe, expect, it } from 'vitest';
import { criteriaKey, slotCriteria, slotDateRanges } from '../../src/modules/slots/slot-criteria.ts';

const TODAY = '2026-11-21';

describe('slotDateRanges', () => {
  it('starts today with no end when nothing narrows it', () => {
    expect(slotDateRanges({ today: TODAY })).toEqual([{ from: TODAY, to: null }]);
  });

  it('keeps a date range inclusive, clipped to today', () => {
    expect(slotDateRanges({ today: TODAY, startDate: '2027-01-01', endDate: '2027-01-31' })).toEqual([
      { from: '2027-01-01', to: '2027-01-31' },
    ]);
    expect(slotDateRanges({ today: TODAY, startDate: '2026-10-01', endDate: '2026-12-31' })).toEqual([
      { from: TODAY, to: '2026-12-31' },
    ]);
    expect(slotDateRanges({ today: TODAY, endDate: '2026-11-20' })).toEqual([]);
  });

  it('turns months into whole months (leap February too), merging neighbours, dropping the past', () => {
    expect(slotDateRanges({ today: TODAY, months: ['2028-02', '2027-05', '2027-06', '2026-10', '2027-05'] })).toEqual([
      { from: '2027-05-01', to: '2027-06-30' },
      { from: '2028-02-01', to: '2028-02-29' },
    ]);
    expect(slotDateRanges({ today: TODAY, months: ['2026-11'] })).toEqual([{ from: TODAY, to: '2026-11-30' }]);
  });

  it('applies both months and a date range when both are given', () => {
    expect(
      slotDateRanges({ today: TODAY, months: ['2027-03', '2027-05'], startDate: '2027-03-20', endDate: '2027-05-10' }),
    ).toEqual([
      { from: '2027-03-20', to: '2027-03-31' },
      { from: '2027-05-01', to: '2027-05-10' },
    ]);
    expect(slotDateRanges({ today: TODAY, months: ['2027-03'], startDate: '2027-04-01' })).toEqual([]);
  });
});

describe('slotCriteria', () => {
  it('reads the guarantee and wedding-time chips through the domain rules', () => {
    const c = slotCriteria({ minGuarantee: 0, maxGuarantee: 350, weddingTimes: ['20:00', '11:00'] }, TODAY, null);
    expect(c).toMatchObject({ minGuarantee: null, maxGuarantee: 9999, weddingTimes: ['11:00', '20:00', '21:00'] });
  });

  it('gives the same key to the same search written in another order', () => {
    const a = slotCriteria({ dayOfWeeks: ['SUNDAY', 'FRIDAY'], weddingTimes: ['12:00', '11:00'] }, TODAY, [3, 1]);
    const b = slotCriteria(
      { dayOfWeeks: ['FRIDAY', 'SUNDAY', 'FRIDAY'], weddingTimes: ['11:00', '12:00'] },
      TODAY,
      [1, 3, 3],
    );
    expect(criteriaKey(a)).toBe(criteriaKey(b));
    expect(criteriaKey(a)).not.toBe(criteriaKey(slotCriteria({ dayOfWeeks: ['FRIDAY'] }, TODAY, [1, 3])));
    // Tomorrow is another search: slots dated today drop out.
    const tomorrow = slotCriteria(
      { dayOfWeeks: ['SUNDAY', 'FRIDAY'], weddingTimes: ['12:00', '11:00'] },
      '2026-11-22',
      [1, 3],
    );
    expect(criteriaKey(a)).not.toBe(criteriaKey(tomorrow));
  });
});
