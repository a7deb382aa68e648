import { describe, expect, it } from 'vitest';
import { isNewReview, relativeTime } from '../src/relative-time.ts';

const now = new Date('2026-11-21T12:00:00+09:00');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('spec §9 relative time: minutes, hours, days (under 7), weeks (under 31 days), months (under 365), then years', () => {
  it('says 방금 전 under a minute', () => {
    expect(relativeTime(ago(0), now)).toBe('방금 전');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('방금 전');
  });

  it('counts minutes from 1 to 59', () => {
    expect(relativeTime(ago(MINUTE), now)).toBe('1분 전');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59분 전');
  });

  it('counts hours from 1 to 23', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1시간 전');
    expect(relativeTime(ago(DAY - SECOND), now)).toBe('23시간 전');
  });

  it('counts days under 7: 6 days is days, 7 days is a week', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1일 전');
    expect(relativeTime(ago(6 * DAY), now)).toBe('6일 전');
    expect(relativeTime(ago(7 * DAY - SECOND), now)).toBe('6일 전');
    expect(relativeTime(ago(7 * DAY), now)).toBe('1주 전');
  });

  it('counts weeks under 31 days: 30 days is weeks, 31 days is a month', () => {
    expect(relativeTime(ago(13 * DAY), now)).toBe('1주 전');
    expect(relativeTime(ago(14 * DAY), now)).toBe('2주 전');
    expect(relativeTime(ago(30 * DAY), now)).toBe('4주 전');
    expect(relativeTime(ago(31 * DAY), now)).toBe('1개월 전');
  });

  it('counts months under 365 days: 364 days is months, 365 days is a year', () => {
    expect(relativeTime(ago(60 * DAY), now)).toBe('2개월 전');
    expect(relativeTime(ago(364 * DAY), now)).toBe('12개월 전');
    expect(relativeTime(ago(365 * DAY), now)).toBe('1년 전');
  });

  it('counts years after that', () => {
    expect(relativeTime(ago(729 * DAY), now)).toBe('1년 전');
    expect(relativeTime(ago(730 * DAY), now)).toBe('2년 전');
  });

  it('reads ISO strings, and bare API timestamps as Seoul time', () => {
    expect(relativeTime('2026-11-21T02:00:00Z', now)).toBe('1시간 전');
    expect(relativeTime('2026-11-21 11:00:00', now)).toBe('1시간 전');
  });

  it('treats a slightly future time (clock skew) as 방금 전 and an unreadable one as empty', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * SECOND), now)).toBe('방금 전');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe("spec §9 'new' badge for reviews under 23 hours old", () => {
  it('is new at 22h59m and not at 23h', () => {
    expect(isNewReview(ago(22 * HOUR + 59 * MINUTE), now)).toBe(true);
    expect(isNewReview(ago(23 * HOUR - 1), now)).toBe(true);
    expect(isNewReview(ago(23 * HOUR), now)).toBe(false);
    expect(isNewReview(ago(2 * DAY), now)).toBe(false);
  });

  it('reads bare API timestamps as Seoul time (not UTC, which would age them 9 hours)', () => {
    expect(isNewReview('2026-11-20 13:00:01', now)).toBe(true);
    expect(isNewReview('2026-11-20 13:00:00', now)).toBe(false);
  });

  it('is not new when the time cannot be read', () => {
    expect(isNewReview('', now)).toBe(false);
  });
});
