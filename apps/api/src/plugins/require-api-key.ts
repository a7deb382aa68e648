import type { ApiKeyName } from '@wedding/contract/api-key';
import type { FastifyRequest } from 'fastify';

/**
 * preValidation of a route that requires the apiKey query param (decision 0012). It runs before the
 * query schema, so a missing or malformed key is the 401 the web client recovers from (a new key, once)
 * rather than a 400, and before authentication, so a stale key is never mistaken for a stale session.
 */
export function requireApiKey(apiName: ApiKeyName) {
  return async (request: FastifyRequest): Promise<void> => {
    const value = (request.query as Record<string, unknown> | undefined)?.apiKey;
    request.server.services.apiKeys.verify(apiName, value);
  };
}
