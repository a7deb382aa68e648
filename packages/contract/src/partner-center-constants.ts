// Partner console (issue 26): stable error codes and paths, zod-free so the console's screens can import them.

export { PARTNER_CENTER_API } from './partner-center-path.ts';

/** Codes the console switches on. */
export const PARTNER_CENTER_ERROR_CODES = {
  /** No console session, or it ended (signed out, removed, role changed, expired): sign in again. */
  STAFF_LOGIN_REQUIRED: 'STAFF_LOGIN_REQUIRED',
  /** Signed in, but this role may not do this. */
  STAFF_FORBIDDEN: 'STAFF_FORBIDDEN',
  /** Email or password wrong (one answer for both). */
  STAFF_LOGIN_FAILED: 'STAFF_LOGIN_FAILED',
  /** The password was right; the 6-digit code is needed (or was wrong). */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
  TOTP_INVALID: 'TOTP_INVALID',
  /** An OWNER without a second factor yet: only the enrolment screen is open. */
  TOTP_ENROLMENT_REQUIRED: 'TOTP_ENROLMENT_REQUIRED',
  INVITE_INVALID: 'INVITE_INVALID',
  STAFF_EMAIL_TAKEN: 'STAFF_EMAIL_TAKEN',
  LAST_OWNER: 'LAST_OWNER',
  /** The 알림톡 number is not a current mobile number (010-XXXX-XXXX). */
  NOTIFY_TEL_INVALID: 'NOTIFY_TEL_INVALID',
} as const;

export const STAFF_ROLE_LABELS = {
  OWNER: '대표',
  MANAGER: '매니저',
  CALENDAR: '일정 담당',
  MESSAGES: '응대 담당',
} as const;
