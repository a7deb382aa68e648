import { SLOT_ERROR_CODES } from '@wedding/contract/slots';
import { notFound } from '../../shared/errors.ts';

// The wording matches the contract's own messages for a malformed id or uuid, so a client sees one sentence.
export const slotNotFound = () => notFound('일정을 찾을 수 없어요.', SLOT_ERROR_CODES.SLOT_NOT_FOUND);
export const hallNotFound = () => notFound('웨딩홀을 찾을 수 없어요.', SLOT_ERROR_CODES.HALL_NOT_FOUND);
