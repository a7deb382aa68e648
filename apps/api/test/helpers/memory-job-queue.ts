import type { JobData, JobHandler, JobOptions, JobQueue, WorkOptions } from '../../src/shared/jobs/job-queue.ts';

/**
 * A test double of the job queue: it remembers what was registered and sent, and runs a queue's handler only when
 * a test says so (`run`). Not a queue: no storage, no retries, no second process. The real one is pg-boss.
 */
export type MemoryJobQueue = JobQueue & {
  handlers: Map<string, { handler: JobHandler; options: WorkOptions }>;
  minutes: Map<string, () => Promise<void>>;
  sent: { queue: string; data: JobData; options: JobOptions }[];
  /** Runs the handler of every job sent to `queue` so far (each once), in order. */
  run(queue: string): Promise<void>;
  /** The next `count` sends throw, as a queue whose database is away would. */
  failSends(count: number): void;
};

export function createMemoryJobQueue(): MemoryJobQueue {
  const handlers = new Map<string, { handler: JobHandler; options: WorkOptions }>();
  const minutes = new Map<string, () => Promise<void>>();
  const sent: { queue: string; data: JobData; options: JobOptions }[] = [];
  let failing = 0;
  return {
    handlers,
    minutes,
    sent,
    work: (queue, handler, options = {}) => {
      handlers.set(queue, { handler, options });
    },
    everyMinute: (queue, handler) => {
      minutes.set(queue, handler);
    },
    send: async (queue, data, options = {}) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('job queue unavailable');
      }
      sent.push({ queue, data, options });
    },
    sendMany: async (queue, jobs, options = {}) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('job queue unavailable');
      }
      for (const job of jobs)
        sent.push({
          queue,
          data: job.data,
          options: { ...options, startAfter: job.startAfter, singletonKey: job.singletonKey },
        });
    },
    start: async () => {},
    stop: async () => {},
    async run(queue) {
      const registered = handlers.get(queue);
      if (!registered) throw new Error(`no handler for ${queue}`);
      for (const job of sent.filter((j) => j.queue === queue)) await registered.handler(job.data);
    },
    failSends: (count) => {
      failing = count;
    },
  };
}
