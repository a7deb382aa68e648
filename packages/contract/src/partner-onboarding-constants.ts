// Partner onboarding and pausing (issue 29 §4): stable error codes, zod-free so web screens can import them.

/** Codes the application form, the operator console and the couple's screens switch on. */
export const ONBOARDING_ERROR_CODES = {
  /** A field of the application is wrong (the message names it in Korean; `BUSINESS_NUMBER_INVALID` for the number). */
  APPLICATION_INVALID: 'APPLICATION_INVALID',
  /** The 사업자등록번호 is not ten digits, or its check digit is wrong. */
  BUSINESS_NUMBER_INVALID: 'BUSINESS_NUMBER_INVALID',
  /** 409: an application with this number is waiting for a decision. */
  APPLICATION_DUPLICATE: 'APPLICATION_DUPLICATE',
  /** 409: an application with this number was approved: the hall is a partner already. */
  APPLICATION_ALREADY_PARTNER: 'APPLICATION_ALREADY_PARTNER',
  /** 409: the application was decided already. */
  APPLICATION_ALREADY_DECIDED: 'APPLICATION_ALREADY_DECIDED',
  APPLICATION_NOT_FOUND: 'APPLICATION_NOT_FOUND',
  /** 409: approving would give the contact's email a second console account. */
  APPLICATION_EMAIL_TAKEN: 'APPLICATION_EMAIL_TAKEN',
  /** An operator action without a reason, or a reason too long. */
  REASON_INVALID: 'REASON_INVALID',
  PARTNER_NOT_FOUND: 'PARTNER_NOT_FOUND',
  /** 409: pausing a paused partner, or resuming an open one. */
  PARTNER_PAUSE_STATE: 'PARTNER_PAUSE_STATE',
  /** 409: a new visit, hold, booking or inquiry to a paused partner. */
  PARTNER_PAUSED: 'PARTNER_PAUSED',
} as const;

/** The public application's path: outside the console's API, whose every route needs a staff session. */
export const PARTNER_APPLICATIONS_PATH = '/v3/partner-applications';
