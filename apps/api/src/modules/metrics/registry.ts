import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { shareWithPrimary, underCluster } from './cluster-metrics.ts';

// The process's own metrics (CPU, memory, event loop, GC) belong to the process, not to one app instance: they are
// collected once per process into a registry of their own. Tests build many apps in one process, and each call of
// collectDefaultMetrics would add another GC observer that is never removed.
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// Seconds; from a cached page (a few ms) to the Toss confirm's deadline and beyond (10 s).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const HTTP_LABELS = ['route', 'method', 'status'] as const;

export type AppMetrics = {
  /** This app's metrics: HTTP, and the gauges read at scrape time. */
  registry: Registry;
  httpRequests: Counter<(typeof HTTP_LABELS)[number]>;
  httpDuration: Histogram<(typeof HTTP_LABELS)[number]>;
  /** The whole exposition: the process's metrics, then the app's. */
  render(): Promise<string>;
  contentType: string;
};

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route pattern, method and status',
    labelNames: HTTP_LABELS,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const process = processMetrics();
  // A cluster worker holds one app; its registries are what the primary aggregates (decision 0055).
  if (underCluster()) shareWithPrimary([process, registry]);
  return {
    registry,
    httpRequests,
    httpDuration,
    contentType: registry.contentType,
    async render() {
      const [own, app] = await Promise.all([process.metrics(), registry.metrics()]);
      return `${own}\n${app}`;
    },
  };
}
