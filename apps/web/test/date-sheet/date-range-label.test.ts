import { EMPTY_DATE_RANGE } from '@wedding/domain/date-range-picker';
import { describe, expect, it } from 'vitest';
import { dateRangeLabel } from '../../src/features/date-sheet/date-range-label.ts';

const NOW = new Date('2026-03-10T03:00:00Z');
const dates = (startDate: string, endDate: string | null = null) => ({ startDate, endDate, months: [] });
const months = (...list: string[]) => ({ startDate: null, endDate: null, months: list });

describe('dateRangeLabel', () => {
  it('is null when nothing is chosen', () => {
    expect(dateRangeLabel(EMPTY_DATE_RANGE, NOW)).toBeNull();
  });

  it.each([
    [dates('2026-03-13'), '3월 13일'],
    [dates('2026-03-13', '2026-03-13'), '3월 13일'],
    [dates('2026-03-13', '2026-03-20'), '3월 13일 ~ 3월 20일'],
    [dates('2026-12-28', '2027-01-03'), '12월 28일 ~ 2027년 1월 3일'],
    [dates('2027-03-13'), '2027년 3월 13일'],
    [dates('2027-03-13', '2027-03-20'), '2027년 3월 13일 ~ 3월 20일'],
  ])('dates %j → %s (a start alone is that single day)', (state, label) => {
    expect(dateRangeLabel(state, NOW)).toBe(label);
  });

  it.each([
    [months('2026-03'), '3월'],
    [months('2027-03'), '2027년 3월'],
    [months('2026-03', '2026-04'), '3월 · 4월'],
    [months('2026-12', '2027-01'), '12월 · 2027년 1월'],
    [months('2027-01', '2027-02'), '2027년 1월 · 2월'],
    [months('2026-03', '2026-05', '2026-09'), '3월 외 2개월'],
  ])('months %j → %s', (state, label) => {
    expect(dateRangeLabel(state, NOW)).toBe(label);
  });

  it('uses the Seoul year: on 2026-12-31 23:30 UTC it is already 2027 in Seoul', () => {
    expect(dateRangeLabel(dates('2027-01-05'), new Date('2026-12-31T23:30:00Z'))).toBe('1월 5일');
  });
});
