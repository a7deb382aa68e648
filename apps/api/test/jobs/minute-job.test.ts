import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createPgBossQueue } from '../../src/shared/jobs/pg-boss-queue.ts';
import { createMigratedDatabase } from '../helpers/test-database.ts';

// The minute's backstop scans (issue 27) run through pg-boss's cron: once at the start, then at each minute's
// turn, and once across all workers. Its own file, so its wait for the minute runs beside the other tests.

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

it('runs a minute job at the next minute, in one of two workers', { timeout: 90_000 }, async () => {
  const db: Database = await createMigratedDatabase();
  open.push(db);
  const runs: number[] = [];
  for (let i = 0; i < 2; i++) {
    const worker = createPgBossQueue({
      database: db,
      log: { warn: () => {} },
      runWorkers: true,
      pollingSeconds: 0.5,
      cronCheckSeconds: 1,
    });
    open.push({ close: () => worker.stop() });
    worker.everyMinute('scan', async () => {
      runs.push(Date.now());
    });
    await worker.start();
  }
  const end = Date.now() + 80_000;
  while (runs.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  // The second run is the minute's turn; neither the start's run nor the turn's ran twice.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(runs).toHaveLength(2);
  expect(new Date(runs[1]!).getUTCSeconds()).toBeLessThan(10);
});
