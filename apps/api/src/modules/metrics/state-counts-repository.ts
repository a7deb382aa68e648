import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { JOB_SCHEMA } from '../../shared/jobs/pg-boss-queue.ts';

export type StateCount = { state: string; count: number };
export type StateCounts = {
  /** pg-boss jobs not yet done, and the failed ones it still keeps, per queue. */
  jobs: (StateCount & { queue: string })[];
  deliveries: StateCount[];
  /** Age of the oldest delivery that is due and still PENDING; 0 when none waits. */
  outboxLagSeconds: number;
  holds: (StateCount & { kind: string })[];
  refunds: StateCount[];
};

// pg-boss's live states: its index job_i14 (name, state, …) WHERE state IN these answers the count without reading
// the completed jobs it keeps for two weeks.
const LIVE_JOB_STATES = sql.raw(`'created', 'retry', 'active', 'failed'`);

/** The counts /metrics shows, read at scrape time: small GROUP BYs over indexed state columns. */
export function createStateCountsRepository(db: Db) {
  return {
    async read(now: Date): Promise<StateCounts> {
      const at = now.toISOString();
      const jobs = await queryRows<{ queue: string; state: string; count: number }>(
        db,
        sql`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${sql.raw(JOB_SCHEMA)}.job
            WHERE state IN (${LIVE_JOB_STATES}) GROUP BY name, state`,
      );
      const deliveries = await queryRows<StateCount>(
        db,
        sql`SELECT state, count(*)::int AS count FROM notification_deliveries GROUP BY state`,
      );
      const [lag] = await queryRows<{ seconds: number | null }>(
        db,
        sql`SELECT EXTRACT(EPOCH FROM (${at}::timestamptz - min(send_after)))::float8 AS seconds
            FROM notification_deliveries WHERE state = 'PENDING' AND send_after <= ${at}::timestamptz`,
      );
      const holds = await queryRows<StateCount & { kind: string }>(
        db,
        sql`SELECT kind, state, count(*)::int AS count FROM slot_holds GROUP BY kind, state`,
      );
      const refunds = await queryRows<StateCount>(
        db,
        sql`SELECT state, count(*)::int AS count FROM booking_refunds GROUP BY state`,
      );
      return { jobs, deliveries, outboxLagSeconds: Math.max(0, Number(lag?.seconds ?? 0)), holds, refunds };
    },
  };
}

export type StateCountsRepository = ReturnType<typeof createStateCountsRepository>;
