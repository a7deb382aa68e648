import type { FastifyInstance } from 'fastify';
import { checkMetricsAccess } from './access.ts';
import { clusterMetrics, underCluster } from './cluster-metrics.ts';
import type { AppMetrics } from './registry.ts';

/**
 * GET /metrics: Prometheus's text format for the scraper. Hidden from the public API docs (it is for operators,
 * decision 0053), and quiet in the log at info level, since it is called every few seconds.
 */
export async function metricsRoutes(app: FastifyInstance, options: { metrics: AppMetrics; token: string | undefined }) {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    checkMetricsAccess(request, options.token);
    // Under WEB_CONCURRENCY every worker's numbers, added up by the primary (decision 0055); else this process's.
    const body = underCluster() ? await clusterMetrics() : await options.metrics.render();
    return reply.header('cache-control', 'no-store').type(options.metrics.contentType).send(body);
  });
}
