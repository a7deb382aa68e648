// Upload cost under a burst (issue 23, decision 0032). One API process on PostgreSQL; 20 customers upload the worst
// image the API accepts (a small WebP that decodes to just under 25 Mpx, about 2.5 s of one core to re-encode)
// again and again, while a guest reads the slot list (GET /v3/public/wedding/day/remaining-wedding-days, several
// filter mixes so the database works too). Prints the list's p50/p95 idle and under the burst, how the uploads
// were answered, and PASS when the loaded p95 is at most twice the idle one (exit 1 otherwise).
// Usage: npm run bench:uploads   (DATABASE_URL's server, default postgres@127.0.0.1:5432; it creates and drops its
// own database `wedding_upload_bench`).  SAMPLES, UPLOADERS override the sizes; RETRY_MS below.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { queryRows } from '../../apps/api/src/db/query-rows.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/seed.ts';
import { freePort, startApi } from '../lib/hold-race.ts';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAMPLES = Number(process.env.SAMPLES ?? 1000);
// Unset: refused uploaders wait as Retry-After says. A number: they retry that many ms after a refusal instead, a
// client that ignores it (the refusals' own cost then shows: authentication and reading the body, ~50 a second).
const RETRY_MS = process.env.RETRY_MS ? Number(process.env.RETRY_MS) : undefined;
const UPLOADERS = Number(process.env.UPLOADERS ?? 20);
const NAME = 'wedding_upload_bench';
const JWT_SECRET = 'upload-cost-bench-secret-'.repeat(2);
// 5760 × 4320 = 24.9 Mpx, just under UPLOAD_MAX_PIXELS; one colour, so the file is a few tens of KB.
const WORST = { width: 5760, height: 4320 };
const REMAINING = '/v3/public/wedding/day/remaining-wedding-days';
const MIXES = ['', 'region=서울', 'dayOfWeeks=SATURDAY', 'sortType=GUARANTEE_DESC', 'styles=HOTEL', 'discounted=true'];

const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const DATABASE_URL = url.href;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds a Linux process has used (user + system), from /proc; NaN elsewhere. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** `SAMPLES` slot-list reads one after another, round the mixes; their latencies in ms, sorted. */
async function readSlotList(port: number, apiKey: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const query = [MIXES[i % MIXES.length], `apiKey=${apiKey}`].filter(Boolean).join('&');
    const started = performance.now();
    const res = await fetch(encodeURI(`http://127.0.0.1:${port}${REMAINING}?${query}`));
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`slot list: HTTP ${res.status}`);
  }
  return latencies.sort((a, b) => a - b);
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'upload-cost-'));
const database = await openDatabase({ databaseUrl: DATABASE_URL });
let child: import('node:child_process').ChildProcess | undefined;

try {
  await migrateDatabase(database);
  await seedDatabase(database, { size: 'small' });
  // Sessions minted in-process with the API's secret: they live in the shared database.
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET });
  const minter = await buildApp({ config, database, logger: false });
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM customers ORDER BY id LIMIT ${UPLOADERS}`,
  );
  const tokens: string[] = [];
  for (const { id } of ids) tokens.push((await minter.services.sessions.startSession(id, 'app')).accessToken);
  await minter.close();
  if (tokens.length < UPLOADERS) throw new Error(`only ${tokens.length} customers in the seed`);

  const port = await freePort();
  child = await startApi(port, { databaseUrl: DATABASE_URL, jwtSecret: JWT_SECRET, dataDir });
  const apiKey = (
    await (await fetch(`http://127.0.0.1:${port}/v3/public/api-key?apiName=remaining-wedding-days`)).json()
  ).item.apiKey as string;
  const worst = await sharp({ create: { ...WORST, channels: 3, background: '#8a6' } })
    .webp({ quality: 50 })
    .toBuffer();

  await readSlotList(port, apiKey); // warm-up: connections, plans, caches
  // Anything else busy on the machine (another benchmark, a test run) skews both figures: say so.
  console.log(`load average before: ${loadavg()[0]!.toFixed(2)}`);
  const idle = await readSlotList(port, apiKey);

  // The burst: every uploader sends the worst image, and again once it is answered (after a 503 or 429, when
  // Retry-After says). 20 uploaders are more than the queue holds, so it stays full throughout.
  const answers = new Map<number, number>();
  const uploadMs: number[] = [];
  let loading = true;
  const uploaders = tokens.map(async (token) => {
    while (loading) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(worst)], { type: 'image/webp' }), 'worst.webp');
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/web/v1/common/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
      if (res.status === 200) uploadMs.push(performance.now() - started);
      else await sleep(RETRY_MS ?? Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
  });
  await sleep(1000); // let the queue fill
  const cpuBefore = cpuSecondsOf(child.pid!);
  const loadStarted = performance.now();
  const loaded = await readSlotList(port, apiKey);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const cpuUsed = cpuSecondsOf(child.pid!) - cpuBefore;
  loading = false;
  await Promise.all(uploaders);

  const f = (n: number) => n.toFixed(1).padStart(7);
  const idleP95 = percentile(idle, 0.95);
  const loadedP95 = percentile(loaded, 0.95);
  uploadMs.sort((a, b) => a - b);
  console.log(
    `worst upload: ${WORST.width}×${WORST.height} WebP (${((WORST.width * WORST.height) / 1e6).toFixed(1)} Mpx decoded), ${(worst.length / 1024).toFixed(0)} KB; ${UPLOADERS} uploaders`,
  );
  console.log(`slot list, ${SAMPLES} sequential reads (ms)      p50      p95      max`);
  console.log(`  idle                                  ${f(percentile(idle, 0.5))}  ${f(idleP95)}  ${f(idle.at(-1)!)}`);
  console.log(
    `  under the upload burst                ${f(percentile(loaded, 0.5))}  ${f(loadedP95)}  ${f(loaded.at(-1)!)}`,
  );
  console.log(
    `uploads answered: ${[...answers].map(([status, n]) => `${status} × ${n}`).join(', ')}; accepted ones took p50 ${(percentile(uploadMs, 0.5) / 1000).toFixed(1)} s`,
  );
  console.log(
    `API process CPU while loaded: ${cpuUsed.toFixed(1)} s in ${loadSeconds.toFixed(1)} s (${(cpuUsed / loadSeconds).toFixed(2)} cores)`,
  );
  const passed = loadedP95 <= 2 * idleP95;
  console.log(
    `${passed ? 'PASS' : 'FAIL'}  p95 under the burst ${loadedP95.toFixed(1)} ms ≤ 2 × idle p95 (${(2 * idleP95).toFixed(1)} ms)`,
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  child?.kill('SIGKILL');
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
