import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/hold-race.ts';
import type { Database, PostgresDatabase } from '../../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { prepareDatabase } from '../../src/db/prepare-database.ts';
import { SIZE_PLANS } from '../../src/db/seed/sizes.ts';
import { type ApiProcess, spawnApi } from '../helpers/api-process.ts';
import { createEmptyDatabase, createPostgresTestDatabase } from '../helpers/test-database.ts';

// Issue 29 §6 (decision 0055): "A test starts 3 processes at once on an empty PostgreSQL database: one migration,
// one seed, all ready, no errors", and WEB_CONCURRENCY workers sharing one port. Real processes on PostgreSQL
// only: PGlite has a single owner, so several processes cannot share it.
const onPostgres = Boolean(process.env.DATABASE_URL);
const SEED = 'demo' as const; // what `npm start` seeds (SEED_SIZE's default)
const JOURNAL = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function one(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number | string }[];
  return Number(rows[0]?.n);
}

const counts = async (database: Database) => ({
  customers: await one(database, sql`select count(*) as n from customers`),
  partners: await one(database, sql`select count(*) as n from partners`),
});

describe.skipIf(!onPostgres)('three API processes starting at once on one empty PostgreSQL database', () => {
  const processes: ApiProcess[] = [];
  const databases: Database[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    for (const database of databases) await database.close();
  });

  it('migrates once, seeds once, all three answer ready, none writes to stderr', async () => {
    const database = await createEmptyDatabase();
    databases.push(database);
    const { databaseUrl } = database as PostgresDatabase;
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    // All three spawned in the same tick: each runs prepareDatabase against the empty database.
    processes.push(
      ...(await Promise.all(ports.map((port) => spawnApi(port, { DATABASE_URL: databaseUrl, SEED_SIZE: SEED })))),
    );
    await Promise.all(processes.map((p) => p.ready(45_000)));

    for (const p of processes) {
      const ready = await fetch(`http://127.0.0.1:${p.port}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'postgres', jobQueue: 'ok', redis: 'off' });
    }
    // One migration run: each of drizzle's migrations recorded once, pg-boss's schema installed once.
    const migrations = await one(database, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    const distinct = await one(database, sql`select count(distinct hash) as n from drizzle.__drizzle_migrations`);
    expect(migrations).toBe(JOURNAL.entries.length);
    expect(distinct).toBe(JOURNAL.entries.length);
    expect(await one(database, sql`select count(*) as n from pgboss.version`)).toBe(1);
    // One seed: the demo plan's 600 customers, and as many partners as one seed makes on its own.
    const seeded = await counts(database);
    expect(seeded.customers).toBe(SIZE_PLANS[SEED].customers);
    const reference = await createEmptyDatabase();
    databases.push(reference);
    await prepareDatabase(reference, { seedSize: SEED });
    expect(seeded).toEqual(await counts(reference));
    // "No errors": nothing on stderr, and no error or fatal line (pino levels 50, 60) among the warnings.
    for (const p of processes) {
      expect(p.stderr()).toBe('');
      expect(p.stdout()).not.toMatch(/"level":(50|60)/);
    }
  }, 60_000);
});

/**
 * One request on a connection of its own (so the cluster's round robin hands each to the next worker). 0 when it
 * got no answer within 2 s: a connection handed to a worker in the instant it is killed is lost with it.
 */
function getOnNewConnection(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, agent: false, headers: { connection: 'close' } });
    req.setTimeout(2_000, () => req.destroy());
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

describe.skipIf(!onPostgres)('WEB_CONCURRENCY=2: two workers on one port', () => {
  let api: ApiProcess | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.close();
  });

  it('serves requests from both workers, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    const seeded = await createPostgresTestDatabase();
    if (!seeded) throw new Error('PostgreSQL test database expected');
    database = seeded.database;
    // info: the request log lines carry the answering worker's pid (pino's own field).
    const running = await spawnApi(await freePort(), {
      DATABASE_URL: seeded.url,
      SEED_SIZE: 'none',
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    });
    api = running;
    await running.ready(30_000);
    const answeringPids = () =>
      new Set(
        running
          .stdout()
          .split('\n')
          .filter((line) => line.includes('"request completed"') && line.endsWith('}'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    // Readiness was answered by one worker; the other may still be starting, so ask until both have answered.
    const statuses: number[] = [];
    const untilAnswered = async (wanted: (pids: Set<number>) => boolean) => {
      for (let round = 0; round < 50 && !wanted(answeringPids()); round++) {
        for (let i = 0; i < 4; i++) statuses.push(await getOnNewConnection(running.port, '/v3/no-such-route'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return answeringPids();
    };
    const first = await untilAnswered((pids) => pids.size >= 2);
    expect(first.size).toBe(2);
    expect(first.has(running.child.pid ?? -1)).toBe(false); // the primary serves nothing itself
    expect(statuses.every((status) => status === 404)).toBe(true);

    // /metrics, whichever worker answers it, counts every worker's requests (the primary aggregates them).
    const unmatched = async () => {
      const res = await fetch(`http://127.0.0.1:${running.port}/metrics`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      const line = (await res.text())
        .split('\n')
        .find(
          (l) => l.startsWith('http_requests_total{') && l.includes('route="unmatched"') && l.includes('status="404"'),
        );
      return Number(line?.split(' ').at(-1));
    };
    const scrapes = [await unmatched(), await unmatched(), await unmatched()];
    expect(scrapes).toEqual([statuses.length, statuses.length, statuses.length]);

    // A worker killed outright is replaced (after the first backoff step, 1 s) by a new one that serves.
    const [victim] = first;
    process.kill(victim!, 'SIGKILL');
    const after = await untilAnswered((pids) => pids.size >= 3);
    expect(after.size).toBe(3);
    // While one worker was down the other kept answering: at most the connection in flight to the dead one is lost.
    expect(statuses.filter((status) => status !== 404).length).toBeLessThanOrEqual(1);
    expect(running.stdout()).toContain('API worker died; restarting');

    const code = await running.stop('SIGTERM');
    expect(code).toBe(0);
    // Each live worker drained (graceful-shutdown.ts logs 'stopped'), then the primary said all had stopped.
    const lines = running.stdout().split('\n');
    expect(lines.filter((line) => line.includes('"msg":"stopped"'))).toHaveLength(2);
    expect(lines.some((line) => line.includes('all API workers stopped'))).toBe(true);
    expect(running.stderr()).toBe('');
    for (const pid of after) expect(isRunning(pid)).toBe(false);
  }, 60_000);
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
