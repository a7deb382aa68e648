import { describe, expect, it } from 'vitest';
import { deadlineIsNear, deadlineText, formatSeoulMonthDayTime, formatTimeLeft } from '../src/booking-deadline.ts';

const M = 60 * 1000;
const H = 60 * M;

describe("the hall's deadline, as the couple and the inbox read it (issue 27 §3, §4)", () => {
  const deadline = new Date('2026-11-28T05:00:00Z'); // 14:00 in Seoul

  it("reads '홀 답변 기한 11월 28일 14:00까지' in Seoul time, with the time left", () => {
    expect(formatSeoulMonthDayTime(deadline)).toBe('11월 28일 14:00');
    expect(deadlineText(deadline, new Date(deadline.getTime() - (23 * H + 12 * M)))).toBe(
      '홀 답변 기한 11월 28일 14:00까지 · 23시간 12분 남음',
    );
  });

  it("says '기한 지남' once the deadline has passed", () => {
    expect(deadlineText(deadline, new Date(deadline.getTime() + M))).toBe(
      '홀 답변 기한 11월 28일 14:00까지 · 기한 지남',
    );
    expect(deadlineText(deadline, deadline, '답변 기한')).toBe('답변 기한 11월 28일 14:00까지 · 기한 지남');
  });

  it('reads a Seoul date past midnight as the next day (15:30 UTC is 00:30 KST)', () => {
    expect(formatSeoulMonthDayTime(new Date('2026-12-31T15:30:00Z'))).toBe('1월 1일 00:30');
  });

  it('counts days, hours and minutes left, and nothing once past', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const after = (ms: number) => new Date(now.getTime() + ms);
    expect(formatTimeLeft(after(2 * 24 * H + 3 * H + 5 * M), now)).toBe('2일 3시간');
    expect(formatTimeLeft(after(48 * H), now)).toBe('2일');
    expect(formatTimeLeft(after(5 * H), now)).toBe('5시간');
    expect(formatTimeLeft(after(12 * M + 30_000), now)).toBe('12분');
    expect(formatTimeLeft(after(30_000), now)).toBe('1분 미만');
    expect(formatTimeLeft(now, now)).toBeNull();
  });

  it('marks less than 6 hours left as near, not a passed one', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(deadlineIsNear(new Date(now.getTime() + 5 * H), now)).toBe(true);
    expect(deadlineIsNear(new Date(now.getTime() + 7 * H), now)).toBe(false);
    expect(deadlineIsNear(new Date(now.getTime() - M), now)).toBe(false);
  });
});
