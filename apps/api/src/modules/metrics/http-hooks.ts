import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './registry.ts';

// Methods outside this list become OTHER: a client may send any token as a method, and each would be a new series.
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (404s, and errors raised before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request by its route pattern (`/v3/book/slot-holds/:id`, Fastify's
 * routeOptions.url), never the URL itself: ids and query strings would make a series per request, and URLs
 * can carry tokens.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
