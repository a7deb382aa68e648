import { ONBOARDING_ERROR_CODES as C } from '@wedding/contract/partner-onboarding-constants';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { conflict } from '../../shared/errors.ts';

/** 409 to a new visit, hold, booking or inquiry to a partner an operator paused (issue 29 §4). */
export const partnerPaused = () => conflict(PARTNER_PAUSED_MESSAGES.REFUSED, C.PARTNER_PAUSED);

/** The same 409 to a hold taken before the pause that the couple now asks to turn into a booking request. */
export const partnerRequestRefused = () => conflict(PARTNER_PAUSED_MESSAGES.REQUEST_REFUSED, C.PARTNER_PAUSED);
