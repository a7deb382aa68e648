import type { TossPayment, TossResult } from './toss-client.ts';

/**
 * What an answer from Toss means for our ledger (issue 23):
 * - `paid`: Toss's DONE for our order and amount, and only that, books the slot;
 * - `not-charged`: the payment is definitely not taken (declined, aborted, expired, never reached Toss);
 * - `refunded`: Toss already cancelled it;
 * - `must-cancel`: money is (or may become) taken that we will not honour: a virtual account waiting for a
 *   deposit (we offer cards only), a DONE that is not our order's amount, a partly cancelled payment;
 * - `unknown`: nobody can tell yet (no answer, a 5xx, IN_PROGRESS, ALREADY_PROCESSED_PAYMENT, …): ask Toss again
 *   later, never refund blindly.
 */
export type PaymentVerdict =
  | { kind: 'paid'; payment: TossPayment }
  | { kind: 'not-charged'; status: string; message: string }
  | { kind: 'refunded'; status: string }
  | { kind: 'must-cancel'; status: string; reason: string }
  | { kind: 'unknown'; status: string };

/** Error codes of Toss's that say "the payment may be going through": only a lookup can settle them. */
const STILL_OPEN_CODES = new Set([
  'ALREADY_PROCESSED_PAYMENT',
  'PROVIDER_ERROR',
  'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
  'FAILED_INTERNAL_SYSTEM_PROCESSING',
  'UNKNOWN_PAYMENT_ERROR',
  'IDEMPOTENT_REQUEST_PROCESSING',
]);

type Expected = { orderId: string; amount: number };

/** Why a payment is given back, as written in the ledger and sent to Toss as the cancel reason. */
export const REFUND_REASONS = {
  DEPOSIT_ACCOUNT: '가상계좌 입금 대기: 카드 결제만 받음',
  NOT_OUR_ORDER: '주문 번호나 금액이 확보와 다른 결제',
  PARTLY_CANCELLED: '일부만 취소된 결제의 남은 금액',
  NO_HOLD_TO_BOOK: '예약으로 바꿀 확보가 없어 취소',
} as const;

/** Judges a Payment object against the order it should settle. */
export function judgePayment(payment: TossPayment, expected: Expected): PaymentVerdict {
  const ours = payment.orderId === expected.orderId && payment.totalAmount === expected.amount;
  switch (payment.status) {
    case 'DONE':
      return ours
        ? { kind: 'paid', payment }
        : { kind: 'must-cancel', status: 'DONE', reason: REFUND_REASONS.NOT_OUR_ORDER };
    case 'WAITING_FOR_DEPOSIT':
      return { kind: 'must-cancel', status: payment.status, reason: REFUND_REASONS.DEPOSIT_ACCOUNT };
    case 'PARTIAL_CANCELED':
      return { kind: 'must-cancel', status: payment.status, reason: REFUND_REASONS.PARTLY_CANCELLED };
    case 'CANCELED':
      return { kind: 'refunded', status: payment.status };
    case 'ABORTED':
    case 'EXPIRED':
      return { kind: 'not-charged', status: payment.status, message: '결제가 완료되지 않았어요. 다시 시도해 주세요.' };
    default:
      // READY, IN_PROGRESS and anything Toss adds later: not settled yet.
      return { kind: 'unknown', status: payment.status };
  }
}

/** The confirm call's answer. A refusal with a 4xx is final: Toss took nothing. */
export function judgeConfirm(result: TossResult, expected: Expected): PaymentVerdict {
  if (result.kind === 'payment') return judgePayment(result.payment, expected);
  if (result.kind === 'no-answer' || STILL_OPEN_CODES.has(result.failure.code) || result.failure.status === 429)
    return { kind: 'unknown', status: result.failure.code };
  return { kind: 'not-charged', status: result.failure.code, message: result.failure.message };
}

/** The lookup's answer. Only "no such payment" is final; any other refusal (our key, a limit) tells nothing. */
export function judgeLookup(result: TossResult, expected: Expected): PaymentVerdict {
  if (result.kind === 'payment') return judgePayment(result.payment, expected);
  if (result.kind === 'failure' && result.failure.status === 404)
    return {
      kind: 'not-charged',
      status: result.failure.code,
      message: '결제가 완료되지 않았어요. 다시 시도해 주세요.',
    };
  return { kind: 'unknown', status: result.failure.code };
}
