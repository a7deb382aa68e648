import { ADMIN_DISPUTE_ERROR_CODES as C } from '@wedding/contract/admin-disputes-constants';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const disputeNotFound = () => notFound('신고를 찾을 수 없습니다.', C.DISPUTE_NOT_FOUND);
export const disputeDecided = () =>
  conflict('이미 판정이 끝난 신고입니다. 판정은 바꿀 수 없습니다.', C.DISPUTE_DECIDED);
export const verdictReasonInvalid = (message: string) => badRequest(message, C.VERDICT_REASON_INVALID);
