// The slot-hold race (issue 12): concurrent holds of one slot by different customers across API processes on
// one PostgreSQL, and one request repeated with one Idempotency-Key. Used by the benchmark
// (scripts/bench/slot-hold-race.ts) and by the PostgreSQL test (apps/api/test/slot-holds/race.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** An API process on `port` against `databaseUrl` (already migrated and seeded), ready when this resolves. */
export async function startApi(
  port: number,
  env: { databaseUrl: string; jwtSecret: string; dataDir: string; extra?: Record<string, string> },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: env.databaseUrl,
      JWT_SECRET: env.jwtSecret,
      DATA_DIR: env.dataDir,
      SEED_SIZE: 'none',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      REDIS_URL: '',
      // Each simulated customer comes from an address of its own (X-Forwarded-For from loopback), as they would
      // in production: the per-address hold limit (issue 23) is for one household, not a whole benchmark.
      TRUSTED_PROXIES: 'loopback',
      ...env.extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 400; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`API on port ${port} did not start`);
}

export type Attempt = { status: number; holdId: number | null; ms: number };

/** A documentation address (TEST-NET-2/3) per customer token, stable across calls. */
const addressOf = (token: string) => {
  let n = 0;
  for (const c of token.slice(-16)) n = (n * 31 + c.charCodeAt(0)) % 65_536;
  return `198.51.${100 + (n % 2)}.${n % 256}`;
};

async function attemptHold(port: number, token: string, weddingDayId: number, key: string): Promise<Attempt> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/v3/book/slot-holds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
      'x-forwarded-for': addressOf(token),
    },
    body: JSON.stringify({ weddingDayId }),
  });
  const body = (await res.json()) as { item?: { id: number } };
  return { status: res.status, holdId: body.item?.id ?? null, ms: performance.now() - started };
}

/** Every customer (one token each) tries to hold the slot at once, spread over the processes' ports. */
export function raceForSlot(ports: readonly number[], tokens: readonly string[], weddingDayId: number) {
  return Promise.all(
    tokens.map((token, i) => attemptHold(ports[i % ports.length]!, token, weddingDayId, randomUUID())),
  );
}

/** One customer sends the same request `repeats` times at once with one key, spread over the processes. */
export function repeatWithOneKey(ports: readonly number[], token: string, weddingDayId: number, repeats: number) {
  const key = randomUUID();
  return Promise.all(
    Array.from({ length: repeats }, (_, i) => attemptHold(ports[i % ports.length]!, token, weddingDayId, key)),
  );
}

/** Slots with more than one hold or booking occupying them: must be none (also the unique index's promise). */
export const DOUBLE_BOOKED_SQL = `SELECT count(*)::int AS n FROM (
  SELECT wedding_day_id FROM slot_holds WHERE state IN ('HOLD', 'PAID', 'REQUESTED', 'CONFIRMED') GROUP BY wedding_day_id HAVING count(*) > 1) d`;
/** Slot states that disagree with their holds: HELD/BOOKED without an occupying row, or OPEN with one. */
export const STATE_MISMATCH_SQL = `SELECT count(*)::int AS n FROM wedding_days w
  WHERE (w.state IN ('HELD', 'BOOKED')) <> EXISTS (SELECT 1 FROM slot_holds h WHERE h.wedding_day_id = w.id AND h.state IN ('HOLD', 'PAID', 'REQUESTED', 'CONFIRMED'))`;
