import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { crossSiteRequest, loginRequired, tokenExpired } from '../modules/auth/auth-errors.ts';
import { ACCESS_COOKIE } from '../modules/auth/session-cookies.ts';

export type AuthenticatedCustomer = {
  id: number;
  uuid: string;
  familyId: string | null;
  /** Cookie-authenticated writes get the cross-site check; bearer ones carry no ambient credential. */
  via: 'bearer' | 'cookie';
  /** When the access token of this request stops working (ms): a live stream opened with it ends then. */
  tokenExpiresAt: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireCustomer` / `optionalCustomer` preHandlers; null for a guest. */
    customer: AuthenticatedCustomer | null;
  }
}

/** Declares `request.customer` (null) on every request; routes opt in to authentication per route. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('customer', null);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses (403 CROSS_SITE_REQUEST) a request another site made the browser send: Sec-Fetch-Site says so,
 * or an Origin header names neither PUBLIC_ORIGIN nor this request's own origin (decision 0009).
 */
export function assertSameSite(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'>): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw crossSiteRequest();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const ownOrigin = `${request.protocol}://${request.host}`;
  if (origin !== ownOrigin && origin !== config.publicOrigin) throw crossSiteRequest();
}

/** The bearer header wins over the cookie: the app sends a header, the web view a cookie. */
function findAccessToken(request: FastifyRequest): { token: string; via: AuthenticatedCustomer['via'] } | null {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer[ ]+(\S*)\s*$/i);
  if (bearer) return { token: bearer[1] ?? '', via: 'bearer' };
  const cookie = request.cookies[ACCESS_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

async function authenticate(request: FastifyRequest): Promise<AuthenticatedCustomer | null> {
  const found = findAccessToken(request);
  if (!found) return null;
  if (found.via === 'cookie' && STATE_CHANGING.has(request.method)) assertSameSite(request, request.server.config);
  const owner = found.token ? await request.server.services.authenticator.authenticate(found.token) : null;
  // A token that no longer works answers 401 rather than "guest", so the client reissues and retries.
  if (!owner) throw tokenExpired();
  const { expiresAt, ...who } = owner;
  return { ...who, via: found.via, tokenExpiresAt: expiresAt };
}

/** preHandler: guests get 401 UNAUTHORIZED, a bad or expired token 401 TOKEN_EXPIRED. */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const customer = await authenticate(request);
  if (!customer) throw loginRequired();
  request.customer = customer;
}

/** preHandler: no token is a guest (`request.customer` null); a bad or expired token is 401 TOKEN_EXPIRED. */
export async function optionalCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.customer = await authenticate(request);
}
