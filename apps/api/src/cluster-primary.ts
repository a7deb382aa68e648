import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { createPrimaryLog, type PrimaryLog } from './cluster-primary-log.ts';
import type { AppConfig } from './config.ts';
import { answerMetricsRequests } from './modules/metrics/cluster-metrics.ts';

// WEB_CONCURRENCY > 1 (issue 29 §6, decision 0055): this process only supervises. It opens no database and
// serves nothing; N workers, each the ordinary server (start-server.ts), share the port through node:cluster.
// Every worker prepares the database itself under prepareDatabase's advisory lock, the path several machines
// starting together already take, so the first migrates and seeds and the others find the work done.

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A worker that lived this long before dying starts its backoff over: it was not crashing at start-up. */
export const STABLE_AFTER_MS = 60_000;
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s: a worker that cannot start (database away) is retried, never in a tight loop. */
export function restartDelayMs(quickDeaths: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** quickDeaths);
}

type Slot = { worker: Worker | null; startedAt: number; quickDeaths: number; timer: NodeJS.Timeout | null };

export function runClusterPrimary(config: AppConfig, log: PrimaryLog = createPrimaryLog(config.logLevel)): void {
  // Workers run server.ts, not the script that started us (`npm start` runs scripts/start.ts, which builds the web).
  cluster.setupPrimary({ exec: SERVER_ENTRY });
  const slots: Slot[] = Array.from({ length: config.webConcurrency }, () => ({
    worker: null,
    startedAt: 0,
    quickDeaths: 0,
    timer: null,
  }));
  let stopping: NodeJS.Signals | null = null;

  const fork = (slot: Slot) => {
    slot.timer = null;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.on('exit', (code, signal) => {
      slot.worker = null;
      if (stopping) return finishWhenAllStopped();
      if (Date.now() - slot.startedAt >= STABLE_AFTER_MS) slot.quickDeaths = 0;
      const delayMs = restartDelayMs(slot.quickDeaths);
      slot.quickDeaths++;
      log.error({ workerPid: worker.process.pid, code, signal, restartInMs: delayMs }, 'API worker died; restarting');
      slot.timer = setTimeout(() => fork(slot), delayMs);
    });
  };

  const finishWhenAllStopped = () => {
    if (slots.some((slot) => slot.worker)) return;
    log.info({ signal: stopping }, 'all API workers stopped');
    process.exit(0);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the person or orchestrator will not wait; neither do the workers.
      log.warn({ signal }, 'second signal: killing the API workers now');
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = signal;
    log.info({ signal, workers: slots.filter((s) => s.worker).length }, 'stopping: each API worker drains');
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      // Each worker runs its own graceful shutdown (graceful-shutdown.ts): readiness fails, requests finish.
      slot.worker?.process.kill(signal);
    }
    finishWhenAllStopped();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // GET /metrics on any worker answers for all of them (decision 0055).
  answerMetricsRequests();

  log.info({ workers: slots.length, pid: process.pid }, `starting ${slots.length} API workers (WEB_CONCURRENCY)`);
  for (const slot of slots) fork(slot);
}
