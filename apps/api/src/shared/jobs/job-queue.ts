// The job queue (issue 27): background work that runs once whatever the number of API processes, on PostgreSQL
// (pg-boss; PGlite for the embedded default). Deadlines, hold expiry and refund retries are jobs: stored in the
// database, so they survive a restart, claimed by one process each, retried with backoff when a handler throws.

export type JobData = Record<string, unknown>;

export type JobOptions = {
  /** Not before this instant. A deadline's job; the handler still checks the app's clock before acting. */
  startAfter?: Date;
  /** At most one queued job per key and queue: scheduling the same deadline twice keeps one job. */
  singletonKey?: string;
  /**
   * The Drizzle transaction of the change the job follows: the job is written in it and commits or rolls back
   * with it, so a committed deadline always has its job (the transactional-outbox guarantee).
   */
  tx?: unknown;
};

export type WorkOptions = {
  /** Retries after a throw (default 5), each later than the last (exponential backoff). */
  retryLimit?: number;
  /** The first retry's delay (default 10 s); later ones double, capped at retryDelayMaxSeconds. */
  retryDelaySeconds?: number;
  /** The longest delay between retries (default 15 min): an outage does not turn into a retry storm. */
  retryDelayMaxSeconds?: number;
};

export type JobHandler = (data: JobData) => Promise<void>;

export type JobQueue = {
  /** Registers a queue and its handler. Call while the app is being built, before it is ready. */
  work(queue: string, handler: JobHandler, options?: WorkOptions): void;
  /**
   * Registers a handler run once a minute across all processes (one process gets each run): the backstop scans
   * that find due work whose own job was lost (a process died between its commit and its send).
   */
  everyMinute(queue: string, handler: () => Promise<void>): void;
  /** Queues a job for a registered queue: inside the change's transaction (options.tx), or after it committed. */
  send(queue: string, data: JobData, options?: JobOptions): Promise<void>;
  /**
   * Queues many jobs of one queue in one statement (a fan-out's thousands of deliveries), in `tx` when given.
   * Same meaning as one send per job; a repeated singletonKey is skipped.
   */
  sendMany(
    queue: string,
    jobs: readonly { data: JobData; startAfter?: Date; singletonKey?: string }[],
    options?: Pick<JobOptions, 'tx'>,
  ): Promise<void>;
  /** Starts the workers (when this process runs them) once the app is ready; idempotent. */
  start(): Promise<void>;
  stop(): Promise<void>;
};
