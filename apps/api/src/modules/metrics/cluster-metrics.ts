import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// Under WEB_CONCURRENCY (decision 0055) a scrape reaches whichever worker the cluster hands the connection to, and
// each worker counts only its own requests. So a worker answering GET /metrics asks the primary, which gathers
// every worker's registries with prom-client's AggregatorRegistry (counters and histograms summed, the database's
// counts taken once: see the gauges' `aggregator`) and sends the whole exposition back.

const REQUEST = 'wedding:metrics-request';
const RESPONSE = 'wedding:metrics-response';
/** Past prom-client's own 5 s wait for the workers' answers. */
const ANSWER_TIMEOUT_MS = 6_000;

type Response = { type: typeof RESPONSE; id: number; body?: string; error?: string };

export const underCluster = (): boolean => cluster.isWorker;

/** Worker: the registries the primary's aggregator collects from this process. */
export function shareWithPrimary(registries: Registry[]): void {
  // The constructor installs prom-client's worker listener that answers the primary's collection requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(registries);
}

let nextId = 0;
const waiting = new Map<number, (response: Response) => void>();
let listening = false;

/** Worker: the exposition of every worker, as aggregated by the primary. */
export function clusterMetrics(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (message: Response) => {
      if (message?.type === RESPONSE) waiting.get(message.id)?.(message);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer the metrics request'));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (response) => {
      clearTimeout(timer);
      waiting.delete(id);
      if (response.error !== undefined) reject(new Error(response.error));
      else resolve(response.body ?? '');
    });
    process.send?.({ type: REQUEST, id });
  });
}

/** Primary: answers each worker's request with the aggregate of all workers. */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<Response, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: RESPONSE, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
