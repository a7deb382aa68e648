import { describe, expect, it } from 'vitest';
import { answerProblem } from '../src/review-answer.ts';
import { disputeReasonLabel, disputeTextProblem, REVIEW_DISPUTE_REASONS } from '../src/review-dispute.ts';

describe('review answers and disputes (issue 26 §5)', () => {
  it('answers count 5 to 1,000 characters after trimming', () => {
    expect(answerProblem('  감사합니다  ')).toBeNull();
    expect(answerProblem('   고마워   ')).toBe('답변은 5자 이상 1,000자 이하로 입력해 주세요.');
    expect(answerProblem('가'.repeat(1001))).not.toBeNull();
    expect(answerProblem('가'.repeat(1000))).toBeNull();
  });

  it('keeps the fixed reasons with their Korean labels', () => {
    expect(REVIEW_DISPUTE_REASONS.map((r) => r.label)).toContain('사실과 다름(증빙 첨부)');
    expect(disputeReasonLabel('ABUSE')).toBe('욕설·비방');
  });

  it('asks a wrong-facts dispute for its proof, others for 10 to 1,000 characters', () => {
    expect(disputeTextProblem('ABUSE', '욕설이 포함되어 있습니다.')).toBeNull();
    expect(disputeTextProblem('ABUSE', '짧아요')).toMatch(/10자 이상/);
    expect(disputeTextProblem('FALSE_FACTS', '사실이 아닙니다. 계약서 있음.')).toMatch(/증빙/);
    expect(
      disputeTextProblem(
        'FALSE_FACTS',
        '계약서 3조에 따라 위약금은 10%였고, 고객이 서명한 계약서 사본을 보관하고 있습니다.',
      ),
    ).toBeNull();
  });
});
