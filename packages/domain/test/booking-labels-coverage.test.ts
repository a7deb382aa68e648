import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_LABELS,
  DEADLINE_MISSED_MESSAGE,
  HALL_REASONS,
  REFUND_STATE_LABELS,
  reasonLabel,
  VISIT_STATE_LABELS,
} from '../src/booking-labels.ts';
import { BOOKING_STATES, VISIT_STATES } from '../src/booking-lifecycle.ts';

const hangul = /[가-힣]/;

describe('the screens’ Korean words for the booking lifecycle (issue 27 §4: "every state in Korean")', () => {
  it('labels every visit state and every booking state in Korean', () => {
    for (const state of VISIT_STATES) expect(VISIT_STATE_LABELS[state], state).toMatch(hangul);
    for (const state of BOOKING_STATES) expect(BOOKING_STATE_LABELS[state], state).toMatch(hangul);
  });

  it('tells the hall’s cancel from the couple’s, and a proposal from a plain wait', () => {
    expect(VISIT_STATE_LABELS.CANCELLED_BY_HALL).not.toBe(VISIT_STATE_LABELS.CANCELLED_BY_COUPLE);
    expect(BOOKING_STATE_LABELS.CANCELLED_BY_HALL).not.toBe(BOOKING_STATE_LABELS.CANCELLED_BY_COUPLE);
    expect(VISIT_STATE_LABELS.PROPOSED).not.toBe(VISIT_STATE_LABELS.REQUESTED);
  });

  it('says "환불 처리 중" until Toss refunds and "환불 완료" after (issue 27 §1)', () => {
    expect(REFUND_STATE_LABELS).toEqual({ REFUND_PENDING: '환불 처리 중', REFUNDED: '환불 완료' });
  });

  it("explains an expired request as '기한 내 답변이 없어 요청이 취소되었어요' (issue 27, Done when)", () => {
    expect(DEADLINE_MISSED_MESSAGE).toBe('기한 내 답변이 없어 요청이 취소되었어요');
    expect(reasonLabel('DEADLINE_MISSED')).toBe(DEADLINE_MISSED_MESSAGE);
  });

  it('gives the hall a list of reasons in Korean, with 기타 for its own words', () => {
    for (const reason of HALL_REASONS) expect(reason.label).toMatch(hangul);
    expect(HALL_REASONS.at(-1)?.value).toBe('OTHER');
    expect(reasonLabel('NOT_A_CODE')).toBeNull();
  });
});
