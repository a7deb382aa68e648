import type { FastifyInstance } from 'fastify';
import { registerHttpMetrics } from './http-hooks.ts';
import { createAppMetrics } from './registry.ts';
import { metricsRoutes } from './routes.ts';
import { registerScrapeCollectors } from './scrape-collectors.ts';
import { createStateCountsRepository } from './state-counts-repository.ts';

/** Issue 29 §7: request metrics from the hooks, database counts at scrape time, all at GET /metrics. */
export async function registerMetrics(app: FastifyInstance, options: { now: () => Date }): Promise<void> {
  const metrics = createAppMetrics();
  registerHttpMetrics(app, metrics);
  registerScrapeCollectors(metrics.registry, {
    database: app.database,
    repository: createStateCountsRepository(app.database.db),
    now: options.now,
    log: app.log,
  });
  await app.register(metricsRoutes, { metrics, token: app.config.metricsToken });
}
