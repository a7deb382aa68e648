import { CALENDAR_ERROR_CODES as C } from '@wedding/contract/partner-calendar';
import { CALENDAR_MESSAGES } from '@wedding/domain/slot-calendar';
import { AppError, badRequest, conflict, notFound } from '../../shared/errors.ts';

export const calendarHallNotFound = () => notFound('홀을 찾을 수 없어요.', C.HALL_NOT_FOUND);
export const calendarSlotNotFound = () => notFound('일정을 찾을 수 없어요.', C.SLOT_NOT_FOUND);
export const calendarRuleNotFound = () => notFound('가격 규칙을 찾을 수 없어요.', C.RULE_NOT_FOUND);
export const calendarInvalid = (message: string) => badRequest(message, C.CALENDAR_INVALID);
/** A slot a couple holds or booked (issue 26 §2): 409 with the reason, and nothing changes. */
export const slotTaken = () => conflict(CALENDAR_MESSAGES.SLOT_TAKEN, C.SLOT_TAKEN);
export const keyRequired = () => badRequest('Idempotency-Key 헤더가 필요해요.', 'IDEMPOTENCY_KEY_REQUIRED');
export const keyReused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    '같은 Idempotency-Key로 다른 요청을 보냈어요. 새 키로 다시 시도해 주세요.',
  );
