import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { OPERATOR_SESSION_TTL_SECONDS } from './operator-token.ts';

/** The operator console's session cookie: its own name, read by no customer or partner authentication. */
export const OPERATOR_COOKIE = 'wd_op';

// Strict: the console is never entered from another site's link with its session attached.
function options(config: Pick<AppConfig, 'secureCookies'>): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: config.secureCookies };
}

export function setOperatorCookie(reply: FastifyReply, token: string, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.setCookie(OPERATOR_COOKIE, token, { ...options(config), maxAge: OPERATOR_SESSION_TTL_SECONDS });
}

export function clearOperatorCookie(reply: FastifyReply, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.clearCookie(OPERATOR_COOKIE, options(config));
}
