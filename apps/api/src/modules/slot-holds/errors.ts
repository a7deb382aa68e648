import { SLOT_HOLD_ERROR_CODES as C } from '@wedding/contract/slot-holds';
import { HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { conflict, notFound } from '../../shared/errors.ts';

export const slotAlreadyHeld = () => conflict(HOLD_MESSAGES.ALREADY_HELD, C.SLOT_ALREADY_HELD);
export const slotNotAvailable = () => conflict(HOLD_MESSAGES.NOT_AVAILABLE, C.SLOT_NOT_AVAILABLE);
export const contractNotUsed = () => conflict(HOLD_MESSAGES.CONTRACT_NOT_USED, C.CONTRACT_NOT_USED);
export const holdExpired = () => conflict(HOLD_MESSAGES.EXPIRED, C.HOLD_EXPIRED);
export const holdNotFound = () => notFound('확보한 일정을 찾을 수 없어요.', C.HOLD_NOT_FOUND);
