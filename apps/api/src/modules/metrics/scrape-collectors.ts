import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { DELIVERY_STATES, REFUND_STATES, SLOT_HOLD_KINDS, SLOT_HOLD_STATES } from '../../db/schema/db-enums.ts';
import type { StateCounts, StateCountsRepository } from './state-counts-repository.ts';

/** Several scrapers (or a scraper and a person) within this window share one set of queries. */
export const SCRAPE_CACHE_MS = 5_000;

type Log = { warn(object: object, message: string): void };

/**
 * The database's counts, read when scraped and kept for SCRAPE_CACHE_MS; one read in flight at a time. A failed
 * read is logged and shows as db_state_counts_up 0, and the gauges keep their last values, so /metrics still
 * answers while the database is away.
 */
function cachedCounts(repository: StateCountsRepository, now: () => Date, log: Log) {
  let cached: { at: number; counts: Promise<StateCounts | null> } | undefined;
  return (): Promise<StateCounts | null> => {
    const at = Date.now();
    if (!cached || at - cached.at >= SCRAPE_CACHE_MS) {
      const counts = repository.read(now()).catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: state counts could not be read');
        cached = undefined;
        return null;
      });
      cached = { at, counts };
    }
    return cached.counts;
  };
}

/** Sets a gauge per known state, zeros included, so a state that empties reads 0 rather than vanishing. */
function setByState<L extends string>(
  gauge: Gauge<L>,
  known: readonly string[],
  rows: { state: string; count: number }[],
  fixed: Partial<Record<L, string>> = {},
) {
  const counts = new Map(known.map((state) => [state, 0]));
  for (const row of rows) counts.set(row.state, row.count);
  for (const [state, count] of counts) gauge.set({ ...fixed, state } as Record<L, string>, count);
}

export function registerScrapeCollectors(
  registry: Registry,
  options: { database: Database; repository: StateCountsRepository; now: () => Date; log: Log },
): void {
  const counts = cachedCounts(options.repository, options.now, options.log);
  const registers = [registry];
  // The database's counts are the same whichever worker reads them: under WEB_CONCURRENCY the primary keeps one
  // worker's reading ('first'; 'min' for the up flag) instead of adding them up. The pool gauges below add up.

  new Gauge({
    name: 'db_state_counts_up',
    aggregator: 'min',
    help: 'Whether the last read of the database counts below succeeded (1) or failed (0)',
    registers,
    async collect() {
      this.set((await counts()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    aggregator: 'first',
    help: 'pg-boss jobs per queue and state: created and retry are the depth, active is running, failed is kept failures',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      const read = await counts();
      if (!read) return;
      this.reset();
      for (const row of read.jobs) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'notification_deliveries',
    aggregator: 'first',
    help: 'Outbox deliveries (알림톡/SMS and web push) by state',
    labelNames: ['state'],
    registers,
    async collect() {
      const read = await counts();
      if (read) setByState(this, DELIVERY_STATES, read.deliveries);
    },
  });
  new Gauge({
    name: 'notification_outbox_lag_seconds',
    aggregator: 'first',
    help: 'How long the oldest due PENDING delivery has waited past its send_after (0 when none waits)',
    registers,
    async collect() {
      const read = await counts();
      if (read) this.set(read.outboxLagSeconds);
    },
  });
  new Gauge({
    name: 'slot_holds',
    aggregator: 'first',
    help: 'Slot holds and bookings by kind (HOLD, BOOKING) and state',
    labelNames: ['kind', 'state'],
    registers,
    async collect() {
      const read = await counts();
      if (!read) return;
      for (const kind of SLOT_HOLD_KINDS)
        setByState(
          this,
          SLOT_HOLD_STATES,
          read.holds.filter((row) => row.kind === kind),
          { kind },
        );
    },
  });
  new Gauge({
    name: 'booking_refunds',
    aggregator: 'first',
    help: 'Booking refunds by state',
    labelNames: ['state'],
    registers,
    async collect() {
      const read = await counts();
      if (read) setByState(this, REFUND_STATES, read.refunds);
    },
  });
  if (options.database.kind === 'postgres') registerPoolGauges(registry, options.database);
}

/** node-postgres's pool as it is now (PGlite is one in-process connection, with no pool to show). */
function registerPoolGauges(registry: Registry, database: Extract<Database, { kind: 'postgres' }>): void {
  const pool = database.pool;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections_in_use', 'Pool connections checked out by a query or transaction', () =>
    Math.max(0, pool.totalCount - pool.idleCount),
  );
  gauge('db_pool_connections_idle', 'Pool connections open and waiting for work', () => pool.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a pool connection', () => pool.waitingCount);
  gauge('db_pool_connections_max', 'The pool size limit', () => pool.options.max ?? 10);
}
