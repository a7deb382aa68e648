/**
 * Why a hall may dispute a review (issue 26 §5). The list follows The Knot's grounds for a vendor to ask for a
 * review's removal (not a real client, about another business, profanity or hate, personal information, a
 * competitor's or insider's post, spam) and adds the one a Korean hall asks most: facts that are wrong, with
 * proof. A review the hall simply dislikes is not on it: a dispute is stored for moderation and the review
 * stays up meanwhile.
 */
export const REVIEW_DISPUTE_REASONS = [
  { value: 'ABUSE', label: '욕설·비방' },
  { value: 'PERSONAL_INFO', label: '개인정보 노출' },
  { value: 'NOT_A_CUSTOMER', label: '실제 고객이 아님' },
  { value: 'OTHER_BUSINESS', label: '다른 업체에 대한 내용' },
  { value: 'CONFLICT_OF_INTEREST', label: '경쟁 업체·관계자가 쓴 글' },
  { value: 'SPAM', label: '광고·스팸' },
  { value: 'FALSE_FACTS', label: '사실과 다름(증빙 첨부)' },
] as const;

export type ReviewDisputeReason = (typeof REVIEW_DISPUTE_REASONS)[number]['value'];
export const REVIEW_DISPUTE_REASON_VALUES = REVIEW_DISPUTE_REASONS.map((r) => r.value) as [
  ReviewDisputeReason,
  ...ReviewDisputeReason[],
];

/** OPEN until an operator's verdict (issue 29 §3, review-dispute-verdict.ts): UPHELD or REJECTED, final. */
export const REVIEW_DISPUTE_STATES = ['OPEN', 'UPHELD', 'REJECTED'] as const;

/** The hall's explanation: long enough to act on, short enough to read. */
export const DISPUTE_TEXT_MIN = 10;
export const DISPUTE_TEXT_MAX = 1000;
/** 'Facts that are wrong' needs its proof described: what it is and where the moderator finds it. */
export const DISPUTE_EVIDENCE_MIN = 30;

export function disputeReasonLabel(value: string): string {
  return REVIEW_DISPUTE_REASONS.find((r) => r.value === value)?.label ?? value;
}

/** null when the dispute may be sent, else the Korean reason it may not. */
export function disputeTextProblem(reason: ReviewDisputeReason, text: string): string | null {
  const length = text.trim().length;
  if (reason === 'FALSE_FACTS' && length < DISPUTE_EVIDENCE_MIN)
    return `사실과 다른 내용은 증빙(무엇을 어디서 확인할 수 있는지)을 ${DISPUTE_EVIDENCE_MIN}자 이상 적어 주세요.`;
  if (length < DISPUTE_TEXT_MIN || length > DISPUTE_TEXT_MAX)
    return `신고 사유는 ${DISPUTE_TEXT_MIN}자 이상 ${DISPUTE_TEXT_MAX.toLocaleString('ko-KR')}자 이하로 적어 주세요.`;
  return null;
}
