// Operator console (issue 29 §1): stable error codes and paths, zod-free so the console's screens can import them.

/** The API prefix of the operator console. */
export const ADMIN_API = '/v3/admin';

/** Codes the operator console switches on. */
export const ADMIN_ERROR_CODES = {
  /** No operator session, or it ended (signed out, disabled, expired): sign in again. */
  OPERATOR_LOGIN_REQUIRED: 'OPERATOR_LOGIN_REQUIRED',
  /** Signed in, but this role may not do this. */
  OPERATOR_FORBIDDEN: 'OPERATOR_FORBIDDEN',
  /** Email or password wrong, or the account is disabled (one answer for all three). */
  OPERATOR_LOGIN_FAILED: 'OPERATOR_LOGIN_FAILED',
  /** The 6-digit code was wrong, or already used. */
  TOTP_INVALID: 'TOTP_INVALID',
  /** The new password breaks the rule (12 to 200 characters) or repeats the generated one. */
  OPERATOR_PASSWORD_INVALID: 'OPERATOR_PASSWORD_INVALID',
  /** An ADMIN tried to manage their own account (409). */
  OPERATOR_SELF: 'OPERATOR_SELF',
  /** The change would leave no active ADMIN (409). */
  LAST_ADMIN: 'LAST_ADMIN',
  /** A reset asked for a disabled account, or a disable for one already off (409). */
  OPERATOR_STATE_CONFLICT: 'OPERATOR_STATE_CONFLICT',
  OPERATOR_NOT_FOUND: 'OPERATOR_NOT_FOUND',
} as const;

/**
 * What the sign-in answers next: replace a generated password, enrol a second factor (first sign-in or after a
 * reset), enter a code, or signed in.
 */
export const ADMIN_SIGN_IN_STEPS = ['NEW_PASSWORD', 'ENROL', 'CODE', 'SIGNED_IN'] as const;
