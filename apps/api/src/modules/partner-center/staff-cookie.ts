import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { STAFF_SESSION_TTL_SECONDS } from './staff-token.ts';

/** The console's session cookie: its own name, never read by the customer's authentication. */
export const STAFF_COOKIE = 'wd_pc';

// Strict: the console is never entered from another site's link with its session attached.
function options(config: Pick<AppConfig, 'secureCookies'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies };
}

export function setStaffCookie(reply: FastifyReply, token: string, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.setCookie(STAFF_COOKIE, token, { ...options(config), maxAge: STAFF_SESSION_TTL_SECONDS });
}

export function clearStaffCookie(reply: FastifyReply, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.clearCookie(STAFF_COOKIE, options(config));
}
