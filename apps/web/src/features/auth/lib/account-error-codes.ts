import type { ACCOUNT_ERROR_CODES } from '@wedding/contract/account';

type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

// The codes the forms switch on, typed against the contract (a renamed code fails type-checking) but not
// imported from it at run time, which would pull the schema library into the form's first download.
/** Sign-up: the email belongs to an account already. */
export const EMAIL_TAKEN: AccountErrorCode = 'EMAIL_TAKEN';
/** Sign-up and password reset: the telToken expired or was used; the phone must be verified again. */
export const PHONE_NOT_VERIFIED: AccountErrorCode = 'PHONE_NOT_VERIFIED';
/** Social sign-up: the 30-minute join token ran out; the provider login has to be done again. */
export const INVALID_JOIN_TOKEN: AccountErrorCode = 'INVALID_JOIN_TOKEN';
