import { describe, expect, it } from 'vitest';
import { REVIEW_DISPUTE_STATES } from '../src/review-dispute.ts';
import {
  DISPUTE_AUDIT_ACTIONS,
  DISPUTE_GROUNDS,
  DISPUTE_STATE_LABELS,
  isDecidable,
  REVIEW_AGE_NOT_A_GROUND_MONTHS,
  reviewOlderThanGroundLimit,
  VERDICT_REASON_MAX,
  VERDICT_REASON_MIN,
  VERDICT_STATE,
  verdictReasonProblem,
} from '../src/review-dispute-verdict.ts';

describe('an operator’s verdict on a review dispute (issue 29 §3)', () => {
  it('needs a reason: none at all, blanks, under 10 or over 500 characters are refused in Korean', () => {
    expect(VERDICT_REASON_MIN).toBe(10);
    expect(VERDICT_REASON_MAX).toBe(500);
    expect(verdictReasonProblem(undefined)).toBe(
      '판정 사유를 입력해 주세요. 사유는 작성자나 업체에 그대로 전달됩니다.',
    );
    expect(verdictReasonProblem('   ')).toBe(verdictReasonProblem(''));
    expect(verdictReasonProblem('개인정보 노출')).toBe('판정 사유는 10자 이상 500자 이하로 입력해 주세요.');
    // Ten characters once trimmed is enough; the surrounding blanks do not count.
    expect(verdictReasonProblem('  전화번호가 드러나 있음  ')).toBeNull();
    expect(verdictReasonProblem('가'.repeat(500))).toBeNull();
    expect(verdictReasonProblem('가'.repeat(501))).toBe('판정 사유는 10자 이상 500자 이하로 입력해 주세요.');
  });

  it('is final: only an OPEN dispute can be decided, and each verdict leaves its own state', () => {
    expect(isDecidable('OPEN')).toBe(true);
    expect(isDecidable('UPHELD')).toBe(false);
    expect(isDecidable('REJECTED')).toBe(false);
    expect(VERDICT_STATE).toEqual({ UPHOLD: 'UPHELD', REJECT: 'REJECTED' });
    for (const state of REVIEW_DISPUTE_STATES) expect(DISPUTE_STATE_LABELS[state]).toMatch(/\S/);
  });

  it('logs each verdict under its own action name', () => {
    expect(DISPUTE_AUDIT_ACTIONS).toEqual({ UPHOLD: 'dispute.uphold', REJECT: 'dispute.reject' });
  });

  it('lists The Knot’s grounds: four valid (profanity, personal data, not a client, facts wrong with documents), two invalid (opinion, over 12 months)', () => {
    expect(DISPUTE_GROUNDS.valid).toHaveLength(4);
    expect(DISPUTE_GROUNDS.valid.join(' ')).toMatch(/욕설.*개인정보.*실제 고객.*증빙/);
    expect(DISPUTE_GROUNDS.invalid).toHaveLength(2);
    expect(DISPUTE_GROUNDS.invalid.join(' ')).toMatch(/의견.*12개월/);
  });

  it('flags a review more than 12 months old when disputed, by calendar months', () => {
    expect(REVIEW_AGE_NOT_A_GROUND_MONTHS).toBe(12);
    const reviewed = new Date('2025-03-15T00:00:00Z');
    expect(reviewOlderThanGroundLimit(reviewed, new Date('2026-03-15T00:00:00Z'))).toBe(false);
    expect(reviewOlderThanGroundLimit(reviewed, new Date('2026-03-15T00:00:01Z'))).toBe(true);
    expect(reviewOlderThanGroundLimit(reviewed, new Date('2025-09-01T00:00:00Z'))).toBe(false);
  });
});
