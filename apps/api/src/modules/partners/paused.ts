import { ONBOARDING_ERROR_CODES as C } from '@wedding/contract/partner-onboarding-constants';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { conflict } from '../../shared/errors.ts';

/** 409 to a new visit, hold, booking or inquiry to a partner an operator paused (issue 29 §4). */
export const partnerPaused = () => conflict(PARTNER_PAUSED_MESSAGES.REFUSED, C.PARTNER_PAUSED);
