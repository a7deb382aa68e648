import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { AccessToken } from './access-token.ts';
import { REFRESH_FAMILY_TTL_MS, type SessionTokens } from './session-service.ts';

// Decision 0009: the web keeps its tokens in httpOnly cookies that its JavaScript never reads.
export const ACCESS_COOKIE = 'wd_at';
export const REFRESH_COOKIE = 'wd_rt';
// The refresh cookie only travels to the endpoint that rotates or revokes it, never with ordinary calls.
export const ACCESS_COOKIE_PATH = '/';
export const REFRESH_COOKIE_PATH = '/api/token';

type CookieConfig = Pick<AppConfig, 'secureCookies'>;

function baseOptions(config: CookieConfig, path: string): CookieSerializeOptions {
  return { path, httpOnly: true, sameSite: 'lax', secure: config.secureCookies };
}

// The access cookie outlives its 10-minute token on purpose: if the browser dropped it with the token, an
// idle user would come back as a guest ({item:null}) instead of getting the 401 that makes the client
// reissue from the refresh cookie. The token's own `exp` does the expiring; the cookie lives as long as a
// session can.
const ACCESS_COOKIE_MAX_AGE_SECONDS = REFRESH_FAMILY_TTL_MS / 1000;

/** Sets only the access cookie (the refresh grace of PUT /api/token keeps the other tab's refresh cookie). */
export function setAccessCookie(reply: FastifyReply, access: AccessToken, config: CookieConfig): void {
  reply.setCookie(ACCESS_COOKIE, access.accessToken, {
    ...baseOptions(config, ACCESS_COOKIE_PATH),
    maxAge: ACCESS_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Sets both cookies of a new or rotated session. */
export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, config: CookieConfig): void {
  setAccessCookie(reply, tokens, config);
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...baseOptions(config, REFRESH_COOKIE_PATH),
    maxAge: Math.max(0, Math.floor((tokens.refreshTokenExpiresAt - Date.now()) / 1000)),
  });
}

/** Expires both cookies (same path and attributes, or the browser keeps them). */
export function clearSessionCookies(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(ACCESS_COOKIE, baseOptions(config, ACCESS_COOKIE_PATH));
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config, REFRESH_COOKIE_PATH));
}
