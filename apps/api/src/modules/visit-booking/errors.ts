import { VISIT_ERROR_CODES as C } from '@wedding/contract/visit-booking';
import { VISIT_MESSAGES } from '@wedding/domain/visit-booking';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const visitHallNotFound = () => notFound('웨딩홀을 찾을 수 없어요.', 'HALL_NOT_FOUND');
export const consultingUnavailable = () => conflict(VISIT_MESSAGES.CONSULTING_OFF, C.CONSULTING_UNAVAILABLE);
export const visitAlreadyReserved = () => conflict(VISIT_MESSAGES.ALREADY_RESERVED, C.VISIT_ALREADY_RESERVED);
export const visitSlotFull = () => conflict(VISIT_MESSAGES.SLOT_FULL, C.VISIT_SLOT_FULL);
export const visitNotOpen = (message: string) => badRequest(message, C.VISIT_NOT_OPEN);
export const visitNotFound = () => notFound('방문 예약을 찾을 수 없어요.', C.VISIT_NOT_FOUND);
