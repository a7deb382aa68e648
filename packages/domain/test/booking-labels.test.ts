import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_LABELS,
  DEADLINE_MISSED_MESSAGE,
  HALL_REASON_VALUES,
  HALL_REASONS,
  hallReasonNeedsText,
  REFUND_STATE_LABELS,
  reasonLabel,
  SYSTEM_REASONS,
  VISIT_STATE_LABELS,
} from '../src/booking-labels.ts';
import { BOOKING_STATES, daysBeforeWedding, refundOnEnd, VISIT_STATES } from '../src/booking-lifecycle.ts';

// Issue 27: "every state in Korean", "decline with a reason from a list plus text", "the booking then stays in a
// visible '환불 처리 중' state", and the couple sees why in Korean: '기한 내 답변이 없어 요청이 취소되었어요'.
describe('the booking lifecycle in Korean (issue 27)', () => {
  it('names every visit and booking state', () => {
    for (const state of VISIT_STATES) expect(VISIT_STATE_LABELS[state]).toMatch(/[가-힣]/);
    for (const state of BOOKING_STATES) expect(BOOKING_STATE_LABELS[state]).toMatch(/[가-힣]/);
    expect(REFUND_STATE_LABELS.REFUND_PENDING).toBe('환불 처리 중');
  });

  it('has a fixed list of hall reasons with labels, OTHER asking for text', () => {
    expect(HALL_REASON_VALUES).toEqual(HALL_REASONS.map((r) => r.value));
    expect(new Set(HALL_REASON_VALUES).size).toBe(HALL_REASON_VALUES.length);
    expect(hallReasonNeedsText('OTHER')).toBe(true);
    expect(hallReasonNeedsText('ALREADY_BOOKED')).toBe(false);
    expect(reasonLabel('ALREADY_BOOKED')).toBe('이미 다른 예약이 있어요');
    expect(reasonLabel('SOMETHING_ELSE')).toBeNull();
    expect(reasonLabel(null)).toBeNull();
  });

  it("tells the couple an unanswered request ended in the issue's words", () => {
    expect(reasonLabel(SYSTEM_REASONS.DEADLINE_MISSED)).toBe('기한 내 답변이 없어 요청이 취소되었어요');
    expect(DEADLINE_MISSED_MESSAGE).toBe('기한 내 답변이 없어 요청이 취소되었어요');
  });
});

describe('days before the wedding on the Seoul calendar', () => {
  it('counts whole Seoul days: the day itself is 0, Seoul midnight turns the count', () => {
    // 23:30 UTC on 1 March is 08:30 on 2 March in Seoul.
    expect(daysBeforeWedding('2027-03-02', new Date('2027-03-01T23:30:00Z'))).toBe(0);
    expect(daysBeforeWedding('2027-03-02', new Date('2027-03-01T14:59:00Z'))).toBe(1);
    expect(daysBeforeWedding('2027-06-10', new Date('2027-03-02T03:00:00Z'))).toBe(100);
    expect(daysBeforeWedding('2027-03-01', new Date('2027-03-02T03:00:00Z'))).toBe(-1);
  });

  it('gives the paid amount less the table row 100 days before (issue 27 done-when)', () => {
    const table = [
      { minDaysBefore: 150, percent: 10, base: 'DEPOSIT' as const },
      { minDaysBefore: 90, percent: 30, base: 'DEPOSIT' as const },
      { minDaysBefore: 0, percent: 100, base: 'DEPOSIT' as const },
    ];
    const days = daysBeforeWedding('2027-06-10', new Date('2027-03-02T03:00:00Z'));
    const amounts = { paid: 500_000, contract: 20_000_000, deposit: 500_000 };
    expect(refundOnEnd('CANCELLED_BY_COUPLE', amounts, table, days)).toEqual({ refund: 350_000, penalty: 150_000 });
    expect(refundOnEnd('CANCELLED_BY_HALL', amounts, table, days)).toEqual({ refund: 500_000, penalty: 0 });
  });
});
