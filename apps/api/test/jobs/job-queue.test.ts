import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { JobQueue } from '../../src/shared/jobs/job-queue.ts';
import { createPgBossQueue } from '../../src/shared/jobs/pg-boss-queue.ts';
import { createMigratedDatabase } from '../helpers/test-database.ts';

// The job queue (issue 27) on the run's database (PGlite, then PostgreSQL): jobs wait for their time, a failing
// handler is retried with backoff, a job queued before a restart runs after it, and two workers on one database
// run each job once.

const quiet = { warn: () => {} };
const open: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function database(): Promise<Database> {
  const db = await createMigratedDatabase();
  open.push(db);
  return db;
}

function queue(db: Database, runWorkers = true): JobQueue {
  const q = createPgBossQueue({ database: db, log: quiet, runWorkers, pollingSeconds: 0.5 });
  open.push({ close: () => q.stop() });
  return q;
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the job queue');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('job queue', () => {
  it('runs a job no earlier than its startAfter', async () => {
    const db = await database();
    const q = queue(db);
    const ran: Array<{ id: unknown; at: number }> = [];
    q.work('probe', async (data) => {
      ran.push({ id: data.id, at: Date.now() });
    });
    await q.start();
    const startAfter = new Date(Date.now() + 1_500);
    await q.send('probe', { id: 1 }, { startAfter });
    await until(() => ran.length === 1);
    expect(ran[0]!.id).toBe(1);
    expect(ran[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('keeps one queued job per singleton key', async () => {
    const db = await database();
    const q = queue(db);
    const ran: unknown[] = [];
    q.work('probe', async (data) => {
      ran.push(data.n);
    });
    await q.start();
    const startAfter = new Date(Date.now() + 1_000);
    await q.send('probe', { n: 1 }, { startAfter, singletonKey: 'visit:7' });
    await q.send('probe', { n: 2 }, { startAfter, singletonKey: 'visit:7' });
    await q.send('probe', { n: 3 }, { startAfter });
    await until(() => ran.length === 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ran.sort()).toEqual([1, 3]);
  });

  it('retries a throwing handler until it succeeds', async () => {
    const db = await database();
    const q = queue(db);
    let calls = 0;
    q.work(
      'flaky',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('provider down');
      },
      { retryLimit: 5, retryDelaySeconds: 1, retryDelayMaxSeconds: 2 },
    );
    await q.start();
    await q.send('flaky', {});
    await until(() => calls === 3, 20_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(calls).toBe(3);
  });

  it('runs after a restart the job queued before it', async () => {
    const db = await database();
    const before = queue(db, false);
    before.work('probe', async () => {});
    await before.send('probe', { id: 'queued before the restart' });
    await before.stop();

    const after = queue(db);
    const ran: unknown[] = [];
    after.work('probe', async (data) => {
      ran.push(data.id);
    });
    await after.start();
    await until(() => ran.length === 1);
    expect(ran).toEqual(['queued before the restart']);
  });

  it('a job is written with its transaction and rolled back with it', async () => {
    const db = await database();
    const q = queue(db);
    const ran: unknown[] = [];
    q.work('probe', async (data) => {
      ran.push(data.id);
    });
    await q.start();
    await db.db
      .transaction(async (tx) => {
        await q.send('probe', { id: 'rolled back' }, { tx });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await db.db.transaction(async (tx) => {
      await q.send('probe', { id: 'committed' }, { tx });
    });
    await until(() => ran.length === 1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ran).toEqual(['committed']);
  });

  it('two workers on one database run each of 100 jobs exactly once', async () => {
    const db = await database();
    // PGlite has one owner; two pg-boss instances on it still compete through the same tables.
    const counts = new Map<number, number>();
    const workers = [queue(db), queue(db)];
    for (const worker of workers) {
      worker.work('probe', async (data) => {
        counts.set(data.n as number, (counts.get(data.n as number) ?? 0) + 1);
      });
      await worker.start();
    }
    for (let n = 0; n < 100; n++) await workers[n % 2]!.send('probe', { n });
    await until(() => counts.size === 100, 30_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });
});
