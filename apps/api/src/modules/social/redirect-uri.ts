import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/** The web page providers send the browser back to; it POSTs the code to /api/social/callback. */
export const SOCIAL_REDIRECT_PATH = '/social/redirect';

/**
 * `{PUBLIC_ORIGIN or this request's origin}/social/redirect` (decision 0009). Providers only accept
 * registered redirect URIs, so production sets PUBLIC_ORIGIN rather than trusting the Host header.
 */
export function socialRedirectUri(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'>): string {
  const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
  return `${origin}${SOCIAL_REDIRECT_PATH}`;
}
