import { SOCIAL_ERROR_CODES } from '@wedding/contract/auth';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { AppError } from '../../shared/errors.ts';

// Every provider failure shows the user the same message: what went wrong with a provider is for our logs
// (the cause), not for the screen. The codes live in the contract, where the web reads them too.
export { SOCIAL_ERROR_CODES };

/** The provider refused (bad code, reused code, an ID token that does not verify): the user starts over. */
export const socialLoginFailed = (cause: unknown) =>
  new AppError(400, SOCIAL_ERROR_CODES.SOCIAL_LOGIN_FAILED, ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED, { cause });

/**
 * The provider could not be reached, timed out or answered 5xx. 503 rather than 400 so monitoring sees an
 * upstream outage, not a user mistake; the code and message stay the ones of a failed login, so the web
 * shows the same thing either way.
 */
export const socialProviderUnavailable = (cause: unknown) =>
  new AppError(503, SOCIAL_ERROR_CODES.SOCIAL_LOGIN_FAILED, ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED, { cause });

/** No flow cookie, a forged or expired one, or a state that is not the one we sent (login CSRF). */
export const socialStateMismatch = () =>
  new AppError(400, SOCIAL_ERROR_CODES.SOCIAL_STATE_MISMATCH, ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED);

export const socialProviderDisabled = () =>
  new AppError(404, SOCIAL_ERROR_CODES.SOCIAL_PROVIDER_DISABLED, ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED);
