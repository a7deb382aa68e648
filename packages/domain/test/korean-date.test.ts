import { describe, expect, it } from 'vitest';
import {
  formatKoreanDate,
  formatKoreanDateWithDay,
  formatMonthDay,
  formatWeddingTime,
  WEEKDAY_NAMES,
} from '../src/korean-date.ts';

describe('Korean calendar wording', () => {
  it('writes a date with its weekday, Sunday first', () => {
    expect(WEEKDAY_NAMES[0]).toBe('일');
    expect(formatKoreanDate('2027-03-13')).toBe('2027년 3월 13일 토요일');
    expect(formatKoreanDate('2027-03-14')).toBe('2027년 3월 14일 일요일');
    expect(formatKoreanDateWithDay('2026-12-25')).toBe('2026년 12월 25일 (금)');
    expect(formatMonthDay('2027-01-05')).toBe('1월 5일');
  });
  it('leaves a value that is not a date as it is', () => {
    expect(formatKoreanDate('soon')).toBe('soon');
    expect(formatKoreanDateWithDay('2027-02-30')).toBe('2027-02-30');
  });
  it('reads ceremony times the way halls announce them', () => {
    expect(formatWeddingTime('09:00')).toBe('오전 9시');
    expect(formatWeddingTime('11:30:00')).toBe('오전 11시 30분');
    expect(formatWeddingTime('12:00')).toBe('오후 12시');
    expect(formatWeddingTime('21:00')).toBe('오후 9시');
  });
});
