import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import type { SlotChange, WatchFanout } from './fanout.ts';

// The watch fan-out as a job (issue 28 §5): the console's change queues it in its own transaction, so a change
// that rolls back tells no one and a committed one is told once the job runs (seconds later, on any process).

export const WATCH_FANOUT_JOB = 'watch-fanout';

/** A fan-out that fails (the database away) is retried soon: a date that opened is news for minutes, not days. */
export const WATCH_FANOUT_RETRY = { retryLimit: 5, retryDelaySeconds: 5, retryDelayMaxSeconds: 60 } as const;

/** Queues the fan-out of slots the console opened or repriced lower, in the change's transaction. */
export type WatchFanoutQueue = {
  slotsChanged(tx: Db, change: SlotChange): Promise<void>;
};

/** Tells nobody: for tests and tools that build a service alone. */
export const SILENT_WATCH_QUEUE: WatchFanoutQueue = { slotsChanged: async () => {} };

export function createWatchFanoutQueue(
  jobs: JobQueue,
  log?: { warn(obj: object, msg: string): void },
): WatchFanoutQueue {
  return {
    async slotsChanged(tx, change) {
      if (change.opened.length === 0 && change.dropped.length === 0) return;
      try {
        // A savepoint: a send that fails spoils only itself, never the hall's change. Promotional news is
        // best-effort (decision 0051): the change matters more than its alert.
        await tx.transaction(async (savepoint) =>
          jobs.send(
            WATCH_FANOUT_JOB,
            { opened: [...change.opened], dropped: [...change.dropped], at: change.at.getTime() },
            { tx: savepoint },
          ),
        );
      } catch (error) {
        log?.warn({ err: error }, 'watch fan-out not queued');
      }
    },
  };
}

const ids = (value: unknown) =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];

/** One watch-fanout job's work: its stored data read back into a change, then the fan-out. */
export async function runWatchFanoutJob(fanout: WatchFanout, data: Record<string, unknown>) {
  const at = Number(data.at);
  if (!Number.isFinite(at)) return null;
  return fanout.run({ opened: ids(data.opened), dropped: ids(data.dropped), at: new Date(at) });
}

/** Registers the handler; call while the app is built, before the queue starts. */
export function registerWatchJobs(jobs: JobQueue, fanout: WatchFanout): void {
  jobs.work(
    WATCH_FANOUT_JOB,
    async (data) => {
      await runWatchFanoutJob(fanout, data);
    },
    WATCH_FANOUT_RETRY,
  );
}
