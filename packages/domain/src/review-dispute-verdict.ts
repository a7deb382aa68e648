// An operator's verdict on a hall's review dispute (issue 29 §3). The anchor is The Knot's review policy: one
// dispute per review (the review_disputes table's unique review id), decided by a neutral team on listed grounds.
// Upholding removes the review and tells its writer why; rejecting keeps it and tells the hall why. Until then the
// review stays up. A verdict is final.

import type { REVIEW_DISPUTE_STATES } from './review-dispute.ts';

export type ReviewDisputeState = (typeof REVIEW_DISPUTE_STATES)[number];

/** The two verdicts, and the dispute state each one leaves. */
export const DISPUTE_VERDICTS = ['UPHOLD', 'REJECT'] as const;
export type DisputeVerdict = (typeof DISPUTE_VERDICTS)[number];

export const VERDICT_STATE: Readonly<Record<DisputeVerdict, Exclude<ReviewDisputeState, 'OPEN'>>> = {
  UPHOLD: 'UPHELD',
  REJECT: 'REJECTED',
};

/** The operator audit log's action names (issue 29 §5: every operator action is logged). */
export const DISPUTE_AUDIT_ACTIONS: Readonly<Record<DisputeVerdict, string>> = {
  UPHOLD: 'dispute.uphold',
  REJECT: 'dispute.reject',
};

/** Korean labels of a dispute's states, for the operator console and the partner console. */
export const DISPUTE_STATE_LABELS: Readonly<Record<ReviewDisputeState, string>> = {
  OPEN: '검토 중',
  UPHELD: '인정(리뷰 삭제)',
  REJECTED: '기각',
};

// The verdict's reason is shown to people: to the writer in their inbox when their review is removed, to the hall
// when its dispute is rejected. Long enough to say which rule applied, short enough to fit an inbox entry.
export const VERDICT_REASON_MIN = 10;
export const VERDICT_REASON_MAX = 500;

/** null when `reason` may go with a verdict, else the Korean message saying why not. Counted after trimming. */
export function verdictReasonProblem(reason: string | null | undefined): string | null {
  const length = [...(reason ?? '').trim()].length;
  if (length === 0) return '판정 사유를 입력해 주세요. 사유는 작성자나 업체에 그대로 전달됩니다.';
  if (length < VERDICT_REASON_MIN || length > VERDICT_REASON_MAX)
    return `판정 사유는 ${VERDICT_REASON_MIN}자 이상 ${VERDICT_REASON_MAX}자 이하로 입력해 주세요.`;
  return null;
}

/** Whether a dispute in `state` can still be decided: a verdict is final. */
export function isDecidable(state: string): boolean {
  return state === 'OPEN';
}

/**
 * The grounds an operator weighs (The Knot's listed valid and invalid reasons), shown next to the verdict form.
 * A review is removed for what it does (abuse, someone's personal data, a writer who was never a client, facts
 * proved wrong with documents), never because the hall dislikes the opinion or because it is old.
 */
export const DISPUTE_GROUNDS = {
  valid: [
    '욕설·혐오 표현이 있다',
    '전화번호·실명 등 개인정보가 드러난다',
    '작성자가 실제 고객이 아니다(계약·방문 기록이 없다)',
    '사실과 다르고, 업체가 계약서·영수증 등 증빙을 냈다',
  ],
  invalid: ['업체가 동의하지 않는 의견·평가일 뿐이다', '작성된 지 12개월이 지났다는 이유뿐이다'],
} as const;

/** The Knot's "over 12 months" ground: a review's age alone is no reason to remove it. */
export const REVIEW_AGE_NOT_A_GROUND_MONTHS = 12;

/**
 * Whether the review was more than 12 months old when the hall disputed it: the console flags it, so the operator
 * checks the dispute rests on something other than age. Calendar months (a review of 2025-03-15 turns 12 months
 * old on 2026-03-15).
 */
export function reviewOlderThanGroundLimit(reviewedAt: Date, disputedAt: Date): boolean {
  const limit = new Date(reviewedAt.getTime());
  limit.setUTCMonth(limit.getUTCMonth() + REVIEW_AGE_NOT_A_GROUND_MONTHS);
  return disputedAt.getTime() > limit.getTime();
}
