// Race proof of slot holds (issue 12, ASVS 5 2.3.4: no double booking of a limited resource). Two API processes
// on one PostgreSQL; prints its figures and fails (exit 1) on any double booking.
//   - 200 rounds × 50 concurrent hold attempts on one slot by 50 different customers → exactly one winner a round;
//   - 20 parallel repeats of one request with one Idempotency-Key, 20 times → one hold each;
//   - a hold racing its own expiry (the owner asks to book as another customer tries to hold), 20 times →
//     one consistent end state.
// Then SQL: no slot with two ACTIVE holds or bookings, no slot state that disagrees with its holds.
// Usage: node scripts/bench/slot-hold-race.ts   (DATABASE_URL's server, default postgres@127.0.0.1:5432;
// it creates and drops its own database `wedding_race`).  ROUNDS, CUSTOMERS override the sizes.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/seed.ts';
import {
  DOUBLE_BOOKED_SQL,
  freePort,
  raceForSlot,
  repeatWithOneKey,
  STATE_MISMATCH_SQL,
  startApi,
} from '../lib/hold-race.ts';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const REPEATS = 20;
const NAME = 'wedding_race';
const JWT_SECRET = 'slot-hold-race-secret-'.repeat(2);
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const DATABASE_URL = url.href;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'slot-hold-race-'));
const database = await openDatabase({ databaseUrl: DATABASE_URL });
if (database.kind !== 'postgres') throw new Error('the race needs PostgreSQL');
const pool = database.pool;
const children: import('node:child_process').ChildProcess[] = [];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const count = async (text: string) => Number((await pool.query(text)).rows[0].n);

try {
  const seeding = performance.now();
  await migrateDatabase(database);
  await seedDatabase(database, { size: 'demo' });
  console.log(`seeded the demo seed in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET });
  const minter = await buildApp({ config, database, logger: false });
  const customerIds = (await pool.query(`SELECT id FROM customers ORDER BY id LIMIT ${CUSTOMERS + 1}`)).rows;
  const tokens: string[] = [];
  for (const { id } of customerIds) tokens.push((await minter.services.sessions.startSession(id, 'app')).accessToken);
  await minter.close();
  const racers = tokens.slice(0, CUSTOMERS);
  const slots = (
    await pool.query(
      `SELECT w.id FROM wedding_days w JOIN partners p ON p.id = w.partner_id
       WHERE p.contract_used AND w.state = 'OPEN' AND w.wedding_date > current_date + 1
       -- Round robin over the halls: a couple holds one date of a hall at a time (issue 23).
       ORDER BY row_number() OVER (PARTITION BY w.partner_id ORDER BY w.id), w.partner_id
       LIMIT ${ROUNDS + REPEATS * 2 + 20}`,
    )
  ).rows.map((r) => Number(r.id));
  if (slots.length < ROUNDS + REPEATS + 20) throw new Error(`only ${slots.length} open contract slots`);

  const ports = [await freePort(), await freePort()];
  for (const port of ports)
    children.push(
      await startApi(port, {
        databaseUrl: DATABASE_URL,
        jwtSecret: JWT_SECRET,
        dataDir,
        // 50 customers win 200 slots between them and keep them: each may keep more than a couple's default 2.
        extra: { MAX_ACTIVE_HOLDS: '20' },
      }),
    );

  // 1. Concurrent holds.
  const latencies: number[] = [];
  const winnersPerRound = new Map<number, number>();
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (const slot of slots.slice(0, ROUNDS)) {
    const attempts = await raceForSlot(ports, racers, slot);
    const won = attempts.filter((a) => a.status === 201).length;
    winnersPerRound.set(won, (winnersPerRound.get(won) ?? 0) + 1);
    for (const a of attempts) {
      latencies.push(a.ms);
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `\n${ROUNDS} rounds × ${CUSTOMERS} concurrent holds of one slot, 2 API processes, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  winners per round: ${[...winnersPerRound].map(([w, n]) => `${w} winner${w === 1 ? '' : 's'} × ${n}`).join(', ')}`,
  );
  console.log(`  answers: ${[...statuses].map(([s, n]) => `${s} × ${n}`).join(', ')}`);
  console.log(
    `  attempt latency ms: p50 ${percentile(latencies, 0.5).toFixed(1)}, p95 ${percentile(latencies, 0.95).toFixed(1)}, max ${latencies.at(-1)!.toFixed(1)}`,
  );

  // 2. One key, many repeats.
  let oneHold = 0;
  for (const slot of slots.slice(ROUNDS, ROUNDS + REPEATS)) {
    const attempts = await repeatWithOneKey(ports, tokens[CUSTOMERS] ?? tokens[0]!, slot, REPEATS);
    const ids = new Set(attempts.map((a) => a.holdId));
    const rows = await count(`SELECT count(*)::int AS n FROM slot_holds WHERE wedding_day_id = ${slot}`);
    if (ids.size === 1 && rows === 1 && attempts.every((a) => a.status === 201)) oneHold++;
  }
  console.log(
    `\n${REPEATS} × ${REPEATS} parallel repeats with one Idempotency-Key: one hold in ${oneHold} of ${REPEATS}`,
  );

  // 3. A hold racing its own expiry.
  const outcomes = new Map<string, number>();
  const owner = racers[0]!;
  const rival = racers[1]!;
  for (const slot of slots.slice(ROUNDS + REPEATS, ROUNDS + REPEATS + 20)) {
    const [held] = await raceForSlot(ports, [owner], slot);
    await pool.query(`UPDATE slot_holds SET expires_at = now() + interval '30 milliseconds' WHERE id = $1`, [
      held!.holdId,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 25));
    const [book, take] = await Promise.all([
      fetch(`http://127.0.0.1:${ports[0]}/v3/book/slot-holds/${held!.holdId}/request`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'idempotency-key': randomUUID() },
      }).then((r) => r.status),
      raceForSlot([ports[1]!], [rival], slot).then(([a]) => a!.status),
    ]);
    const key = `owner ${book}, rival ${take}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  console.log(`\n20 holds racing their own expiry: ${[...outcomes].map(([k, n]) => `${k} × ${n}`).join('; ')}`);

  // 4. The database's word.
  const double = await count(DOUBLE_BOOKED_SQL);
  const mismatch = await count(STATE_MISMATCH_SQL);
  console.log(
    `\nslots with two ACTIVE holds or bookings: ${double}; slot states disagreeing with their holds: ${mismatch}`,
  );
  const failed =
    winnersPerRound.size !== 1 || !winnersPerRound.has(1) || oneHold !== REPEATS || double !== 0 || mismatch !== 0;
  console.log(failed ? 'FAIL' : 'PASS  exactly one winner every round, one hold per key, no double booking');
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const child of children) child.kill('SIGKILL');
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
