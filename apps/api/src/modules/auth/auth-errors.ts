import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { SESSION_EXPIRED } from '@wedding/domain/messages';
import { AppError, forbidden, unauthorized } from '../../shared/errors.ts';

/** Stable codes of the session calls; the web client switches on these (decision 0009). */
export const AUTH_ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The access token is expired or invalid: the client reissues with its refresh token and retries. */
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  /** The refresh token cannot be used (unknown, expired, revoked, reused): log in again. */
  REFRESH_FAILED: 'REFRESH_FAILED',
  INVALID_LOGIN_TOKEN: 'INVALID_LOGIN_TOKEN',
  LOGIN_FAILED: 'LOGIN_FAILED',
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
} as const;

const C = AUTH_ERROR_CODES;

// unauthorized()'s default message, '로그인이 필요합니다.'.
export const loginRequired = () => unauthorized();
export const tokenExpired = () => new AppError(401, C.TOKEN_EXPIRED, SESSION_EXPIRED);
export const refreshFailed = () => new AppError(401, C.REFRESH_FAILED, SESSION_EXPIRED);
export const invalidLoginToken = () => new AppError(401, C.INVALID_LOGIN_TOKEN, SESSION_EXPIRED);
export const loginFailed = () => new AppError(401, C.LOGIN_FAILED, ACCOUNT_MESSAGES.LOGIN_FAILED);
export const crossSiteRequest = () =>
  forbidden(
    '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
    C.CROSS_SITE_REQUEST,
  );
