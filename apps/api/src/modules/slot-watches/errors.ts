import { WATCH_ERROR_CODES as C } from '@wedding/contract/slot-watches-constants';
import { WATCH_MESSAGES } from '@wedding/domain/slot-watch';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const watchNotFound = () => notFound('알림을 찾을 수 없어요.', C.WATCH_NOT_FOUND);
export const watchInvalid = (message: string) => badRequest(message, C.WATCH_INVALID);
export const watchHallNotFound = () => badRequest('웨딩홀을 찾을 수 없어요.', C.WATCH_HALL_NOT_FOUND);
export const watchLimit = () => conflict(WATCH_MESSAGES.LIMIT, C.WATCH_LIMIT);
