import { describe, expect, it } from 'vitest';
import { formatKoreanDateTime, formatSeoulDateTime } from '../src/korean-date-time.ts';

describe('Korean date-time words for messages (issue 28)', () => {
  it("prints a visit's Seoul date and time as the templates show it", () => {
    expect(formatKoreanDateTime('2026-12-05', '14:00:00')).toBe('2026년 12월 5일 (토) 14:00');
    expect(formatKoreanDateTime('2027-03-13', '09:30')).toBe('2027년 3월 13일 (토) 09:30');
  });

  it('prints an instant in Seoul time, across the UTC date line', () => {
    // 15:30 UTC on Dec 3 is 00:30 on Friday Dec 4 in Seoul.
    expect(formatSeoulDateTime(new Date('2026-12-03T15:30:00Z'))).toBe('2026년 12월 4일 (금) 00:30');
    expect(formatSeoulDateTime(new Date('2026-12-04T05:00:00Z'))).toBe('2026년 12월 4일 (금) 14:00');
  });
});
