import { BOOKING_ERROR_CODES as C } from '@wedding/contract/bookings-constants';
import { formatWon } from '@wedding/domain/price';
import { AppError, badRequest, conflict, notFound } from '../../shared/errors.ts';

export const visitNotFound = () => notFound('방문 예약을 찾을 수 없어요.', C.VISIT_NOT_FOUND);
export const bookingNotFound = () => notFound('예약을 찾을 수 없어요.', C.BOOKING_NOT_FOUND);
export const reasonRequired = () => badRequest('사유를 입력해 주세요.', C.REASON_REQUIRED);
export const paymentInProgress = () =>
  conflict('결제를 확인하고 있어요. 잠시 후 다시 시도해 주세요.', C.PAYMENT_IN_PROGRESS);
/** The figure the couple saw is not the server's any more: they see the new one before confirming again. */
export const refundChanged = (refund: number) =>
  conflict(
    `환불 금액이 ${formatWon(refund)}으로 바뀌었어요. 바뀐 금액을 확인하고 다시 취소해 주세요.`,
    C.REFUND_CHANGED,
  );

/** The proposed time is not one of the hall's consulting hours on a bookable day (or is the time already asked). */
export const proposalUnavailable = (message: string) => new AppError(422, C.PROPOSAL_UNAVAILABLE, message);
export const proposalHourFull = () =>
  conflict('그 시간은 상담 예약이 다 찼어요. 다른 시간을 골라 주세요.', C.PROPOSAL_HOUR_FULL);

const STATUS: Record<string, number> = {
  REASON_REQUIRED: 400,
  PROPOSAL_IN_PAST: 400,
  MOVE_SAME_TIME: 422,
};

/** A refusal of the domain machine as the API's answer (409 unless the input itself was wrong). */
export function refusal(kind: 'VISIT' | 'SLOT', outcome: { code: string; message: string }): AppError {
  const code =
    outcome.code === 'VISIT_NOT_OPEN' || outcome.code === 'BOOKING_NOT_OPEN'
      ? kind === 'VISIT'
        ? C.VISIT_NOT_OPEN
        : C.BOOKING_NOT_OPEN
      : outcome.code;
  return new AppError(STATUS[code] ?? 409, code, outcome.message);
}
