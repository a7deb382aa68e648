import { availableParallelism } from 'node:os';

/**
 * At most `concurrency` jobs run at once; up to `maxWaiting` more wait their turn in arrival order, and past that
 * `run` refuses at once with `full()`'s error, so a burst costs a bounded amount of CPU and memory, never a
 * growing backlog (decision 0032).
 */
export type WorkQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
};

export function createWorkQueue(options: { concurrency: number; maxWaiting: number; full: () => Error }): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    // The finished job's place goes straight to the next in line, so `running` stays the same.
    if (next) next();
    else running -= 1;
  }

  return {
    async run(job) {
      if (running < options.concurrency) running += 1;
      else if (waiting.length < options.maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw options.full();
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * Re-encodes at once in one process: one a core but one, so the event loop and a database on the same machine
 * always have a core (on 2 vCPUs, one re-encode at a time kept the slot list's p95 at 1.2–1.8× idle, two
 * took it to 1.6–2.1×; decision 0032). Also one fewer than libuv's thread pool (UV_THREADPOOL_SIZE, default 4):
 * sharp runs on that pool, and so do file reads, argon2 and DNS look-ups, which must not wait behind uploads.
 */
export function uploadConcurrency(
  cores: number = availableParallelism(),
  poolSize: number = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores - 1, poolSize - 1));
}
