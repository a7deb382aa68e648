// The words of the booking lifecycle (issue 27), written once for the couple's pages, the console's inbox and the
// API's messages: every state in Korean, the fixed list of reasons a hall gives when it declines or cancels, and
// what the couple reads when the system ended a request. No zod, no clock: pages that only read import it.
import type { BookingState, VisitState } from './booking-lifecycle.ts';

/** Every visit state as the couple and the hall read it. */
export const VISIT_STATE_LABELS: Readonly<Record<VisitState, string>> = {
  REQUESTED: '답변 대기',
  PROPOSED: '다른 시간 제안',
  CONFIRMED: '방문 확정',
  DECLINED: '거절됨',
  EXPIRED: '기한 만료',
  VISITED: '방문 완료',
  NO_SHOW: '방문하지 않음',
  CANCELLED_BY_COUPLE: '취소함',
  CANCELLED_BY_HALL: '웨딩홀이 취소함',
};

/** Every slot booking state as the couple and the hall read it. */
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = {
  HOLD: '확보 중',
  PAID: '결제 완료 · 답변 대기',
  REQUESTED: '예약 요청 · 답변 대기',
  CONFIRMED: '예약 확정',
  DECLINED: '거절됨',
  EXPIRED: '기한 만료',
  CANCELLED_BY_COUPLE: '취소함',
  CANCELLED_BY_HALL: '웨딩홀이 취소함',
};

/**
 * Where the refund of a paid booking stands. REFUND_PENDING is visible as '환불 처리 중' while Toss has not
 * confirmed the cancel (issue 27: "the booking then stays in a visible '환불 처리 중' state, and the refund is
 * retried"); REFUNDED once it has.
 */
export const REFUND_STATES = ['REFUND_PENDING', 'REFUNDED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  REFUND_PENDING: '환불 처리 중',
  REFUNDED: '환불 완료',
};

/**
 * The reasons a hall picks from when it declines or cancels a visit or a booking (issue 27: "decline with a
 * reason from a list plus text"). OTHER asks for the text.
 */
export const HALL_REASONS = [
  { value: 'DATE_UNAVAILABLE', label: '해당 날짜·시간에 응대하기 어려워요' },
  { value: 'ALREADY_BOOKED', label: '이미 다른 예약이 있어요' },
  { value: 'HALL_CLOSED', label: '휴무일이거나 행사가 있어요' },
  { value: 'CONDITIONS_MISMATCH', label: '요청하신 조건을 맞추기 어려워요' },
  { value: 'PRICE_CHANGED', label: '가격이나 조건이 바뀌었어요' },
  { value: 'OTHER', label: '기타' },
] as const;
export type HallReason = (typeof HALL_REASONS)[number]['value'];
export const HALL_REASON_VALUES = HALL_REASONS.map((r) => r.value) as [HallReason, ...HallReason[]];

/** The reason codes the system and the couple write in the history (not picked from the hall's list). */
export const SYSTEM_REASONS = {
  /** The hall did not answer by the deadline. */
  DEADLINE_MISSED: 'DEADLINE_MISSED',
  /** A hold's minutes ran out before it was paid or requested. */
  HOLD_LAPSED: 'HOLD_LAPSED',
  /** The couple cancelled (their own words, if any, are the text). */
  COUPLE_CANCELLED: 'COUPLE_CANCELLED',
  /** The couple declined the hall's proposed time. */
  PROPOSAL_DECLINED: 'PROPOSAL_DECLINED',
  /** The couple did not answer the hall's proposed time by its deadline. */
  PROPOSAL_UNANSWERED: 'PROPOSAL_UNANSWERED',
} as const;

/** What the couple reads when the hall let a request run out (issue 27, word for word). */
export const DEADLINE_MISSED_MESSAGE = '기한 내 답변이 없어 요청이 취소되었어요';
/** What the couple reads when they let the hall's proposed time run out (decision 0046). */
export const PROPOSAL_UNANSWERED_MESSAGE = '제안된 시간에 답하지 않아 요청이 취소되었어요';
export const HOLD_LAPSED_MESSAGE = '확보 시간이 끝나 일정이 다시 열렸어요';

/** The Korean reason behind `code`, or null when it is not one we know (the hall's text is shown beside it). */
export function reasonLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === SYSTEM_REASONS.DEADLINE_MISSED) return DEADLINE_MISSED_MESSAGE;
  if (code === SYSTEM_REASONS.HOLD_LAPSED) return HOLD_LAPSED_MESSAGE;
  if (code === SYSTEM_REASONS.PROPOSAL_UNANSWERED) return PROPOSAL_UNANSWERED_MESSAGE;
  if (code === SYSTEM_REASONS.COUPLE_CANCELLED) return '직접 취소했어요';
  if (code === SYSTEM_REASONS.PROPOSAL_DECLINED) return '제안된 시간을 거절했어요';
  return HALL_REASONS.find((r) => r.value === code)?.label ?? null;
}

/** Whether a hall's reason needs its own words: OTHER says nothing by itself. */
export function hallReasonNeedsText(code: HallReason): boolean {
  return code === 'OTHER';
}
