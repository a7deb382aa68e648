import { describe, expect, it } from 'vitest';
import { daysUntil, dDayLabel, UNDECIDED_LABEL } from '../src/d-day.ts';

// 2026-11-21 12:00 in Seoul
const now = new Date('2026-11-21T03:00:00Z');

describe('spec §2 main header: D-day label, or 미정 when the wedding date is undecided', () => {
  it('counts calendar days before the wedding', () => {
    expect(dDayLabel('2026-11-22', now)).toBe('D-1');
    expect(dDayLabel('2027-03-24', now)).toBe('D-123');
  });

  it('says D-Day on the day', () => {
    expect(dDayLabel('2026-11-21', now)).toBe('D-Day');
  });

  it('counts days after the wedding with D+', () => {
    expect(dDayLabel('2026-11-16', now)).toBe('D+5');
  });

  it('turns over at midnight in Seoul, not UTC', () => {
    const lateEvening = new Date('2026-11-21T14:59:59Z'); // 23:59:59 Seoul
    const afterMidnight = new Date('2026-11-21T15:00:00Z'); // 00:00 Seoul on the 22nd
    expect(dDayLabel('2026-11-22', lateEvening)).toBe('D-1');
    expect(dDayLabel('2026-11-22', afterMidnight)).toBe('D-Day');
  });

  it('reads a timestamp as the Seoul day it falls on', () => {
    expect(daysUntil('2026-11-21T15:00:00Z', now)).toBe(1); // 2026-11-22 00:00 Seoul
    expect(dDayLabel('2026-11-22 10:00:00', now)).toBe('D-1');
  });

  it('says 미정 without a readable date', () => {
    expect(UNDECIDED_LABEL).toBe('미정');
    expect(dDayLabel(null, now)).toBe('미정');
    expect(dDayLabel(undefined, now)).toBe('미정');
    expect(dDayLabel('', now)).toBe('미정');
    expect(dDayLabel('someday', now)).toBe('미정');
  });
});
