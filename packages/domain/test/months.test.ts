import { describe, expect, it } from 'vitest';
import { addMonths, currentYearMonth, isYearMonth, monthWindow } from '../src/months.ts';

describe('spec §9 24-month windows from the current month (Asia/Seoul)', () => {
  it('lists 24 months starting with the current one', () => {
    const months = monthWindow(new Date('2026-11-21T12:00:00+09:00'));
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-11');
    expect(months[1]).toBe('2026-12');
    expect(months[2]).toBe('2027-01');
    expect(months[23]).toBe('2028-10');
  });

  it('uses the Seoul month: 2026-11-30T15:30Z is already December in Seoul', () => {
    const now = new Date('2026-11-30T15:30:00Z');
    expect(currentYearMonth(now)).toBe('2026-12');
    expect(monthWindow(now)[0]).toBe('2026-12');
  });

  it('accepts another count', () => {
    expect(monthWindow(new Date('2026-01-10T00:00:00+09:00'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('adds and subtracts months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 24)).toBe('2028-11');
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('recognises YYYY-MM', () => {
    expect(isYearMonth('2026-11')).toBe(true);
    expect(isYearMonth('2026-00')).toBe(false);
    expect(isYearMonth('2026-1')).toBe(false);
  });
});
