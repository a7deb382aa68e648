import { describe, expect, it } from 'vitest';
import { isValidVisitTime, normalizeVisitTime } from '../src/visit-time.ts';

describe("spec §5 visit time without seconds gets ':00' appended", () => {
  it('appends seconds to HH:MM', () => {
    expect(normalizeVisitTime('14:00')).toBe('14:00:00');
    expect(normalizeVisitTime('09:30')).toBe('09:30:00');
  });

  it('leaves HH:MM:SS alone', () => {
    expect(normalizeVisitTime('14:00:00')).toBe('14:00:00');
    expect(normalizeVisitTime('14:00:30')).toBe('14:00:30');
  });

  it('refuses what is not a time of day', () => {
    expect(isValidVisitTime('24:00')).toBe(false);
    expect(isValidVisitTime('9:00')).toBe(false);
    expect(() => normalizeVisitTime('14시')).toThrow(RangeError);
    expect(() => normalizeVisitTime('14:00:00:00')).toThrow(RangeError);
  });
});
