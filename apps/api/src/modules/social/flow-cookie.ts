import type { CookieSerializeOptions } from '@fastify/cookie';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@wedding/contract/auth';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createTypedJwt } from '../../shared/typed-jwt.ts';

// The social-login flow cookie (decision 0009): what the callback needs to finish the flow this browser
// started, kept by the browser rather than the server, so any API process can finish it. It is signed (a
// client cannot choose its own state or verifier) and lives only as long as a sign-in at a provider may.
export const FLOW_COOKIE = 'wd_social';
export const FLOW_COOKIE_PATH = '/api/social';
export const FLOW_TTL_SECONDS = 10 * 60;
const FLOW_JWT = { type: 'social-flow+jwt', audience: 'wedding-social-flow', ttlSeconds: FLOW_TTL_SECONDS };

export type SocialFlow = {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  nonce: string | undefined;
  /** Already passed through safeReturnPath. */
  returnTo: string;
  /** The exact redirect_uri of the authorization request; the token request must repeat it. */
  redirectUri: string;
};

export async function signFlow(flow: SocialFlow, secret: string): Promise<string> {
  const { provider, state, codeVerifier, nonce, returnTo, redirectUri } = flow;
  return createTypedJwt(secret, FLOW_JWT).sign({ provider, state, cv: codeVerifier, nonce, returnTo, ru: redirectUri });
}

/** Null for a missing, forged, expired or malformed flow. */
export async function verifyFlow(token: string | undefined, secret: string): Promise<SocialFlow | null> {
  const p = token ? await createTypedJwt(secret, FLOW_JWT).verify(token) : null;
  if (!p) return null;
  const provider = SOCIAL_PROVIDERS.find((name) => name === p.provider);
  if (!provider) return null;
  if (typeof p.state !== 'string' || typeof p.cv !== 'string') return null;
  if (typeof p.returnTo !== 'string' || typeof p.ru !== 'string') return null;
  if (p.nonce !== undefined && typeof p.nonce !== 'string') return null;
  return { provider, state: p.state, codeVerifier: p.cv, nonce: p.nonce, returnTo: p.returnTo, redirectUri: p.ru };
}

type CookieConfig = Pick<AppConfig, 'secureCookies'>;

// Lax: the browser comes back from the provider with a top-level navigation, and the callback is a
// same-site POST from /social/redirect, so Strict is not needed and Lax keeps cross-site POSTs out.
function cookieOptions(config: CookieConfig): CookieSerializeOptions {
  return { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.secureCookies };
}

export function setFlowCookie(reply: FastifyReply, token: string, config: CookieConfig): void {
  reply.setCookie(FLOW_COOKIE, token, { ...cookieOptions(config), maxAge: FLOW_TTL_SECONDS });
}

export function clearFlowCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(FLOW_COOKIE, cookieOptions(config));
}
