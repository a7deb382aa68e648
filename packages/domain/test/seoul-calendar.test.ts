import { describe, expect, it } from 'vitest';
import { parseInstant } from '../src/instant.ts';
import {
  dayNumber,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  seoulCalendarDate,
  seoulDayStartMs,
  seoulToday,
  weekday,
} from '../src/seoul-calendar.ts';

describe('time rules use the Asia/Seoul calendar (UTC+9)', () => {
  it('gives the Seoul date of an instant, whatever the process time zone', () => {
    expect(seoulToday(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulToday(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(seoulCalendarDate(new Date('2026-12-31T15:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('parses real dates only', () => {
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });

  it('counts whole calendar days', () => {
    expect(dayNumber({ year: 2027, month: 1, day: 1 }) - dayNumber({ year: 2026, month: 12, day: 31 })).toBe(1);
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
  });

  it('knows weekdays (0 = Sunday) and month lengths', () => {
    expect(weekday({ year: 2026, month: 11, day: 21 })).toBe(6); // a Saturday
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('API timestamps', () => {
  it('reads bare wall-clock text as Seoul time', () => {
    expect(parseInstant('2026-11-21 09:00:00')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseInstant('2026-11-21T09:00')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseInstant('2026-11-21')?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('keeps explicit offsets, epoch milliseconds and Dates', () => {
    expect(parseInstant('2026-11-21T09:00:00Z')?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(parseInstant('2026-11-21T09:00:00+09:00')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const d = new Date('2026-01-01T00:00:00Z');
    expect(parseInstant(d)?.getTime()).toBe(d.getTime());
    expect(parseInstant(d)).not.toBe(d);
  });

  it('gives null for unreadable values', () => {
    expect(parseInstant('')).toBeNull();
    expect(parseInstant('yesterday')).toBeNull();
    expect(parseInstant(Number.NaN)).toBeNull();
  });
});

describe('seoulDayStartMs (a day as a *Tsp)', () => {
  it('is 00:00 in Seoul, 15:00 UTC the day before, and reads back as the same Seoul date', () => {
    expect(seoulDayStartMs('2027-05-01')).toBe(Date.parse('2027-04-30T15:00:00Z'));
    expect(seoulToday(new Date(seoulDayStartMs('2027-05-01')!))).toBe('2027-05-01');
    expect(seoulToday(new Date(seoulDayStartMs('2027-05-01')! - 1))).toBe('2027-04-30');
  });
  it('is null for a malformed or impossible date', () => {
    expect(seoulDayStartMs('2027-5-1')).toBeNull();
    expect(seoulDayStartMs('2027-02-30')).toBeNull();
  });
});
