import { ONBOARDING_ERROR_CODES as C } from '@wedding/contract/partner-onboarding-constants';
import { ONBOARDING_MESSAGES, PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';

export const applicationInvalid = (message: string, code: string = C.APPLICATION_INVALID) => badRequest(message, code);
export const applicationDuplicate = () => conflict(ONBOARDING_MESSAGES.DUPLICATE, C.APPLICATION_DUPLICATE);
export const applicationAlreadyPartner = () =>
  conflict(ONBOARDING_MESSAGES.ALREADY_PARTNER, C.APPLICATION_ALREADY_PARTNER);
export const applicationAlreadyDecided = () =>
  conflict(ONBOARDING_MESSAGES.ALREADY_DECIDED, C.APPLICATION_ALREADY_DECIDED);
export const applicationNotFound = () => notFound('입점 신청을 찾을 수 없어요.', C.APPLICATION_NOT_FOUND);
export const applicationEmailTaken = () =>
  conflict(
    '담당자 이메일로 이미 파트너센터 계정이 있어요. 신청을 반려하고 다른 이메일로 다시 신청하도록 안내해 주세요.',
    C.APPLICATION_EMAIL_TAKEN,
  );
export const reasonInvalid = (message: string) => badRequest(message, C.REASON_INVALID);
export const adminPartnerNotFound = () => notFound('업체를 찾을 수 없어요.', C.PARTNER_NOT_FOUND);
export const pauseStateConflict = (paused: boolean) =>
  conflict(paused ? PARTNER_PAUSED_MESSAGES.ALREADY_PAUSED : PARTNER_PAUSED_MESSAGES.NOT_PAUSED, C.PARTNER_PAUSE_STATE);
