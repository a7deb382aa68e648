import { PRICE_DISCLOSURE_ERROR_CODES } from '@wedding/contract/price-disclosure-constants';
import { SLOT_HOLD_ERROR_CODES as C } from '@wedding/contract/slot-holds';
import { HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { AppError, badRequest, conflict, notFound } from '../../shared/errors.ts';

export const slotAlreadyHeld = () => conflict(HOLD_MESSAGES.ALREADY_HELD, C.SLOT_ALREADY_HELD);
export const slotNotAvailable = () => conflict(HOLD_MESSAGES.NOT_AVAILABLE, C.SLOT_NOT_AVAILABLE);
export const contractNotUsed = () => conflict(HOLD_MESSAGES.CONTRACT_NOT_USED, C.CONTRACT_NOT_USED);
export const holdExpired = () => conflict(HOLD_MESSAGES.EXPIRED, C.HOLD_EXPIRED);
export const holdNotFound = () => notFound('확보한 일정을 찾을 수 없어요.', C.HOLD_NOT_FOUND);
export const amountMismatch = () => badRequest(HOLD_MESSAGES.AMOUNT_MISMATCH, C.PAYMENT_AMOUNT_MISMATCH);
export const paymentRequired = () => conflict(HOLD_MESSAGES.PAYMENT_REQUIRED, C.PAYMENT_REQUIRED);
export const paymentOff = () => conflict(HOLD_MESSAGES.PAYMENT_NOT_CONNECTED, C.PAYMENT_OFF);
/** The provider refused: its own Korean message goes to the customer (402, as a card decline is). */
export const paymentFailed = (message: string) => new AppError(402, C.PAYMENT_FAILED, message);
/** A paid booking is cancelled with the hall, under the refund policy shown before paying. */
export const paidBookingCancel = () => conflict(HOLD_MESSAGES.PAID_CANCEL, C.PAID_BOOKING_CANCEL);
export const paymentInProgress = () => conflict(HOLD_MESSAGES.PAYMENT_IN_PROGRESS, C.PAYMENT_IN_PROGRESS);
export const holdLimit = (max: number) => conflict(HOLD_MESSAGES.LIMIT(max), C.HOLD_LIMIT);
export const hallAlreadyHeld = () => conflict(HOLD_MESSAGES.SAME_HALL, C.HALL_ALREADY_HELD);
/** A hall that has not published its prices and penalties (공정위 고시, issue 26 §3) takes no holds. */
export const disclosureMissing = () =>
  conflict(HOLD_MESSAGES.DISCLOSURE_MISSING, PRICE_DISCLOSURE_ERROR_CODES.PRICE_DISCLOSURE_MISSING);
