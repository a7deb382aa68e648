import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, type DrizzleTransactionLike, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobHandler, JobQueue, WorkOptions } from './job-queue.ts';

/** pg-boss keeps its tables in their own schema, beside ours and out of Drizzle's migrations. */
export const JOB_SCHEMA = 'pgboss';

const RETRY_DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryDelayMaxSeconds: 15 * 60 } as const;
/** A job a process claimed and then died holding is given to another process after this. */
const ACTIVE_JOB_EXPIRY_SECONDS = 5 * 60;
const JOB_BATCH_SIZE = 10;

/**
 * pg-boss over the app's own database: the PGlite client (single connection, in-process) or the PostgreSQL pool.
 * Both go through an adapter so pg-boss never opens connections of its own beside the pool.
 */
function bossDatabase(database: Database): { db: BossDb; backend: 'pglite' | 'postgres' } {
  if (database.kind === 'pglite') return { db: fromPglite(database.client), backend: 'pglite' };
  const pool = database.pool;
  return {
    backend: 'postgres',
    db: {
      // node-postgres returns one result per statement for a multi-statement text, which pg-boss unwraps.
      executeSql: async (text, values) => (await pool.query(text, values as unknown[])) as never,
    },
  };
}

/**
 * Installs or upgrades pg-boss's schema, under its own advisory lock, as part of migrating the database: the
 * seeded test templates then carry it, and processes that start together do not race to create it.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...bossDatabase(database),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export type PgBossQueueOptions = {
  database: Database;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Whether this process claims and runs jobs (every server does; most tests only queue them). */
  runWorkers: boolean;
  /** How often an idle worker asks for due jobs. */
  pollingSeconds: number;
  /** How often pg-boss checks whether a minute's job is due (its default, 60 s, unless a test shortens it). */
  cronCheckSeconds?: number;
};

type Registration =
  | { kind: 'work'; queue: string; handler: JobHandler; options: Required<WorkOptions> }
  | { kind: 'minute'; queue: string; handler: () => Promise<void> };

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { database, log, runWorkers, pollingSeconds } = options;
  const registrations = new Map<string, Registration>();
  const boss = new PgBoss({
    ...bossDatabase(database),
    schema: JOB_SCHEMA,
    // The schema is installed by the migration step (installJobSchema); a process only uses it.
    migrate: false,
    supervise: runWorkers,
    schedule: runWorkers,
    ...(options.cronCheckSeconds
      ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds }
      : {}),
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error; it carries on'));
  let starting: Promise<void> | null = null;
  let stopped = false;

  const createQueues = async () => {
    for (const registration of registrations.values()) {
      // The minute's scan is not retried: the next minute's run is its retry.
      const retry =
        registration.kind === 'work'
          ? {
              retryLimit: registration.options.retryLimit,
              retryDelay: registration.options.retryDelaySeconds,
              retryBackoff: true,
              retryDelayMax: registration.options.retryDelayMaxSeconds,
            }
          : { retryLimit: 0 };
      // 'short': one queued job per singleton key, any number running; sends without a key get a fresh one.
      await boss.createQueue(registration.queue, {
        policy: 'short',
        ...retry,
        expireInSeconds: ACTIVE_JOB_EXPIRY_SECONDS,
      });
    }
  };

  const startWorkers = async () => {
    for (const registration of registrations.values()) {
      const run = registration.kind === 'work' ? registration.handler : () => registration.handler();
      const workOptions = {
        pollingIntervalSeconds: pollingSeconds,
        // Up to ten at a time, fetched again at once while batches come back full (a backlog after downtime).
        batchSize: JOB_BATCH_SIZE,
        burstWhenBatchFull: true,
        // Each job settles on its own: one failing job is retried without the others in its batch.
        perJobResults: true,
      } as const;
      await boss.work(registration.queue, workOptions, async (jobs) => {
        const results = [];
        for (const job of jobs) {
          try {
            await run((job.data ?? {}) as Record<string, unknown>);
            results.push({ id: job.id, status: 'completed' as const });
          } catch (error) {
            log.warn({ err: error, queue: registration.queue }, 'job failed; it is retried with backoff');
            results.push({ id: job.id, status: 'failed' as const, output: { message: String(error) } });
          }
        }
        return results;
      });
      // pg-boss's cron runs each minute's job once across every process (its own singleton per minute).
      if (registration.kind === 'minute') await boss.schedule(registration.queue, '* * * * *');
    }
  };

  const start = () => {
    starting ??= (async () => {
      await boss.start();
      await createQueues();
      if (runWorkers) await startWorkers();
    })();
    return starting;
  };

  return {
    work(queue, handler, workOptions = {}) {
      if (starting) throw new Error(`job queue ${queue} registered after the queue started`);
      registrations.set(queue, { kind: 'work', queue, handler, options: { ...RETRY_DEFAULTS, ...workOptions } });
    },
    everyMinute(queue, handler) {
      if (starting) throw new Error(`job queue ${queue} registered after the queue started`);
      registrations.set(queue, { kind: 'minute', queue, handler });
    },
    async send(queue, data, sendOptions = {}) {
      if (!registrations.has(queue)) throw new Error(`job queue ${queue} is not registered`);
      await start();
      const db = sendOptions.tx ? fromDrizzle(sendOptions.tx as DrizzleTransactionLike, sql) : undefined;
      await boss.send(queue, data, {
        startAfter: sendOptions.startAfter,
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        ...(db ? { db } : {}),
      });
    },
    async sendMany(queue, jobs, sendOptions = {}) {
      if (!registrations.has(queue)) throw new Error(`job queue ${queue} is not registered`);
      if (jobs.length === 0) return;
      await start();
      const db = sendOptions.tx ? fromDrizzle(sendOptions.tx as DrizzleTransactionLike, sql) : undefined;
      // insert() takes the queue's retry settings as send() does; its ON CONFLICT skips a queued singleton.
      await boss.insert(
        queue,
        jobs.map((job) => ({
          data: job.data,
          startAfter: job.startAfter,
          singletonKey: job.singletonKey ?? randomUUID(),
        })),
        db ? { db } : {},
      );
    },
    start,
    async stop() {
      if (stopped || !starting) return;
      stopped = true;
      await starting.catch(() => {});
      // Running handlers finish (graceful) so no job is left half done; then the instance lets go.
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
