// Benchmark: the slot search on about a million slots (DESIGN §8, issue 4).
//
//   node scripts/bench/slot-search.ts            (or `npm run bench:slots`)
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wedding_large) is created and seeded with the
// large seed if it is missing or empty (about a minute), then migrated. For 20 named filter + sort mixes it
// measures:
//  - DB: the exact statements a warm API request sends (the SQL builders the repository uses), through the
//    bare `pg` driver, one at a time: p50 / p95;
//  - API: the real app (buildApp) in a child process listening on a port, loaded by CONCURRENCY keep-alive
//    HTTP clients: p50 / p95, requests/s and the server's CPU per request; the same statements through a
//    bare `pg` pool at the same concurrency, in alternating rounds: requests/s, and the ratio API / bare;
//  - EXPLAIN: the plans of the page and count statements, which must not scan wedding_days sequentially;
//  - page 1 against page 100, reached by scrolling (the previous page's cursor) and by a direct jump (OFFSET);
//  - the total: the count statement alone (the cost of a cache miss), and API requests that miss the cache
//    (cold) or find the total cached (warm).
// It prints tables and PASS/FAIL per target, and exits 1 on a FAIL. Not part of `npm test`.
// Env: REDIS_URL (handed to the app), BENCH_CONCURRENCY (8), BENCH_RUNS (100), BENCH_LOAD (400),
// BENCH_COUNT_RUNS (7), BENCH_CPU_PROF (a directory for the API's CPU profile).
import { fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { remainingWeddingDaysQuerySchema, SLOT_TOTAL_CAP } from '@wedding/contract/slots';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { createSlotRepository } from '../../apps/api/src/modules/slots/repository.ts';
import { createSearchCache, type SearchCache } from '../../apps/api/src/modules/slots/search-cache.ts';
import { createSlotService } from '../../apps/api/src/modules/slots/service.ts';
import { slotCriteria } from '../../apps/api/src/modules/slots/slot-criteria.ts';
import {
  cursorOf,
  hasPartnerFilter,
  partnerByUuidSql,
  partnerIdsSql,
  type SlotCursor,
  slotCountSql,
  slotPageSql,
} from '../../apps/api/src/modules/slots/slot-search-sql.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wedding_large';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 100);
const LOAD_REQUESTS = Number(process.env.BENCH_LOAD ?? 400);
const COUNT_RUNS = Number(process.env.BENCH_COUNT_RUNS ?? 7);
const ROUNDS = 4; // the loaded requests of a mix are split into rounds, API and bare driver in turn
const POOL_SIZE = 10; // the app's own pool size (openDatabase default)
const REMAINING = '/v3/public/wedding/day/remaining-wedding-days';

// ---- Helpers ---------------------------------------------------------------------------------------------

type Statement = { text: string; values: unknown[] };
const dialect = new PgDialect();
const toStatement = (query: SQL): Statement => {
  const q = dialect.sqlToQuery(query);
  return { text: q.sql, values: q.params };
};

const percentile = (xs: readonly number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 2 : 1) : '-');

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** `total` calls of `fn` from `concurrency` workers: per-call latencies and the wall time of them all. */
async function load(fn: () => Promise<unknown>, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        latencies.push(await timed(fn));
      }
    }),
  );
  return { latencies, ms: performance.now() - started };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function httpGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

// ---- Database preparation --------------------------------------------------------------------------------

async function ensureLargeSeed(): Promise<void> {
  const admin = new URL(DATABASE_URL);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const probe = new pg.Client({ connectionString: DATABASE_URL });
  let slots = 0;
  try {
    await probe.connect();
    const { rows } = await probe.query(
      `SELECT CASE WHEN to_regclass('wedding_days') IS NULL THEN 0 ELSE (SELECT count(*) FROM wedding_days) END AS n`,
    );
    slots = Number(rows[0].n);
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    await client.end();
    console.log(`created database ${name}`);
  } finally {
    await probe.end().catch(() => {});
  }
  if (slots < 900_000) {
    console.log(`${name} holds ${slots} slots: seeding the large seed (about a minute)...`);
    const seed = spawnSync(
      process.execPath,
      ['apps/api/src/db/seed/cli.ts', '--size', 'large', '--database-url', DATABASE_URL],
      { cwd: new URL('../../', import.meta.url), stdio: 'inherit' },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
  }
  // Pending migrations (new indexes), then fresh statistics and visibility map: what autovacuum keeps up
  // in a running system, and what index-only scans read.
  const database = await openDatabase({ databaseUrl: DATABASE_URL, maxConnections: 1 });
  await migrateDatabase(database);
  await database.db.execute(sql`VACUUM (ANALYZE) wedding_days`);
  await database.close();
}

// ---- The mixes -------------------------------------------------------------------------------------------

type Mix = { name: string; query: string; hall?: string };

function mixes(today: string, hallUuid: string): Mix[] {
  // Months and dates relative to today, so the mixes stay realistic whenever the seed was made.
  const month = (ahead: number) => {
    const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + ahead);
    return d.toISOString().slice(0, 7);
  };
  const m4 = month(4);
  return [
    { name: 'no filter (FINAL_PRICE_ASC)', query: '' },
    { name: 'one month', query: `months=${m4}` },
    { name: 'date range (15 days)', query: `startDate=${month(3)}-01&endDate=${month(3)}-15` },
    { name: 'region + subRegion', query: 'region=서울&subRegion=강남구' },
    { name: 'Saturday only', query: 'dayOfWeeks=SATURDAY' },
    { name: 'weddingTimes 11-13', query: 'weddingTimes=11:00,12:00,13:00' },
    { name: 'guarantee 150-250', query: 'minGuarantee=150&maxGuarantee=250' },
    { name: 'price caps', query: 'maxRentalPrice=2000000&maxMealPrice=60000' },
    { name: 'styles=HOTEL', query: 'styles=HOTEL' },
    { name: 'region+month, GUARANTEE_DESC', query: `region=경기&months=${m4}&sortType=GUARANTEE_DESC` },
    { name: 'one hall (partnerUuid)', query: `partnerUuid=${hallUuid}` },
    { name: 'estimate: hall + month', query: `months=${m4},${month(5)}&sortType=WEDDING_TIME_ASC`, hall: hallUuid },
    { name: 'discounted', query: 'discounted=true' },
    { name: 'sort FINAL_PRICE_DESC', query: 'sortType=FINAL_PRICE_DESC' },
    { name: 'sort GUARANTEE_ASC', query: 'sortType=GUARANTEE_ASC' },
    { name: 'sort GUARANTEE_DESC', query: 'sortType=GUARANTEE_DESC' },
    { name: 'sort WEDDING_TIME_ASC', query: 'sortType=WEDDING_TIME_ASC' },
    { name: 'sort WEDDING_TIME_DESC', query: 'sortType=WEDDING_TIME_DESC' },
    {
      name: 'Seoul weekend lunch 150-300',
      query: 'region=서울&dayOfWeeks=SATURDAY,SUNDAY&weddingTimes=11:00,12:00&minGuarantee=150&maxGuarantee=300',
    },
    {
      name: 'chips: HOTEL|CHAPEL, BUFFET, Fri 20:00~',
      query: 'styles=HOTEL,CHAPEL&mealTypes=BUFFET&dayOfWeeks=FRIDAY&weddingTimes=20:00&sortType=GUARANTEE_DESC',
    },
  ];
}

// The apiKey of each list (decision 0012), fetched from the API once it listens; a key lasts 24 hours.
const apiKeys = { remaining: '', estimate: '' };
async function loadApiKeys(port: number): Promise<void> {
  for (const [slot, apiName] of [
    ['remaining', 'remaining-wedding-days'],
    ['estimate', 'estimate-product'],
  ] as const) {
    const res = await httpGet(port, `/v3/public/api-key?apiName=${apiName}`);
    if (res.status !== 200) throw new Error(`api key for ${apiName}: HTTP ${res.status} ${res.body}`);
    apiKeys[slot] = JSON.parse(res.body).item.apiKey;
  }
}

const pathOf = (mix: Mix, extra = '') => {
  const apiKey = `apiKey=${mix.hall ? apiKeys.estimate : apiKeys.remaining}`;
  const query = [mix.query, extra, apiKey].filter(Boolean).join('&');
  const base = mix.hall ? `/v3/public/wedding/estimate/product/${mix.hall}` : REMAINING;
  return encodeURI(`${base}?${query}`);
};

/** The statements the repository sends for a mix, built by the same functions it uses. */
async function statementsOf(pool: pg.Pool, mix: Mix, today: string, extra = '', after?: SlotCursor) {
  const query = remainingWeddingDaysQuerySchema.parse(
    Object.fromEntries(new URLSearchParams([mix.query, extra].filter(Boolean).join('&'))),
  );
  const lookups: Statement[] = [];
  let partnerIds: number[] | null = null;
  if (mix.hall) {
    // The estimate call: the hall by uuid (404 when missing), then its id, or its chips with its uuid.
    const hall = toStatement(partnerByUuidSql(mix.hall));
    lookups.push(hall);
    partnerIds = [Number((await pool.query(hall.text, hall.values)).rows[0].id)];
  }
  const chips = mix.hall ? { ...query, partnerUuid: mix.hall } : query;
  if (hasPartnerFilter(query)) {
    // Not part of a warm request: the API keeps the chips' hall ids for a minute (find-partner-ids.ts).
    const lookup = toStatement(partnerIdsSql(chips));
    partnerIds = (await pool.query(lookup.text, lookup.values)).rows.map((r) => Number(r.id));
  }
  const criteria = slotCriteria(query, today, partnerIds);
  const page = toStatement(
    slotPageSql(criteria, {
      sort: query.sortType,
      limit: query.fetchSize,
      offset: (query.page - 1) * query.fetchSize,
      after,
      viewerId: null,
    }),
  );
  return {
    warm: [...lookups, page],
    page,
    count: toStatement(slotCountSql(criteria, SLOT_TOTAL_CAP)),
    sort: query.sortType,
  };
}

async function runAll(pool: pg.Pool, statements: Statement[]) {
  for (const s of statements) await pool.query(s.text, s.values);
}

/** The count as the repository runs it: one transaction that keeps it inside the indexes. */
async function runCount(pool: pg.Pool, count: Statement): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    await client.query('SET LOCAL enable_bitmapscan = off');
    const { rows } = await client.query(count.text, count.values);
    await client.query('COMMIT');
    return Number(rows[0].total);
  } finally {
    client.release();
  }
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

async function explain(pool: pg.Pool, statement: Statement, asCount: boolean) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (asCount) {
      await client.query('SET LOCAL enable_seqscan = off');
      await client.query('SET LOCAL enable_bitmapscan = off');
    }
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
    await client.query('COMMIT');
    const root = rows[0]['QUERY PLAN'][0].Plan as PlanNode;
    const scans: string[] = [];
    let seqScan = false;
    const walk = (node: PlanNode) => {
      const bitmapIndex = node['Node Type'] === 'Bitmap Index Scan' && node['Index Name']?.startsWith('wedding_days');
      if (node['Relation Name'] === 'wedding_days' || bitmapIndex) {
        if (node['Node Type'] === 'Seq Scan') seqScan = true;
        const index = node['Index Name'] ? ` ${node['Index Name'].replace('wedding_days_', '')}` : '';
        if (!index.includes('pkey')) scans.push(`${node['Node Type']}${index}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(root);
    return { top: root['Node Type'], scans: [...new Set(scans)].join(' + '), seqScan };
  } finally {
    client.release();
  }
}

// ---- Main ------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await ensureLargeSeed();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL_SIZE });
  const today = seoulToday(new Date());
  const { rows: halls } = await pool.query(
    `SELECT p.uuid FROM partners p JOIN wedding_days w ON w.partner_id = p.id AND w.state = 'OPEN'
     WHERE p.type = 2 GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
  );
  const hallUuid: string = halls[0].uuid;

  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when the run ends (the file appears a few seconds
  // after the report, once the server has closed; cpu-profile-summary.ts reads it).
  const profileDir = process.env.BENCH_CPU_PROF;
  const child = fork(import.meta.filename, ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: profileDir ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : process.execArgv,
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  await loadApiKeys(port);
  const askApi = <T>(question: 'cpu' | 'flush') =>
    new Promise<T>((resolve) => {
      child.once('message', (answer: T) => resolve(answer));
      child.send(question);
    });
  /** CPU milliseconds the API process has used so far. */
  const apiCpuMs = async () => {
    const { cpu } = await askApi<{ cpu: NodeJS.CpuUsage }>('cpu');
    return (cpu.user + cpu.system) / 1000;
  };
  const results: string[][] = [];
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };

  const { rows: version } = await pool.query('SHOW server_version');
  const cpu = os.cpus();
  console.log(
    `\nmachine: ${cpu[0]?.model ?? '?'} × ${cpu.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; PostgreSQL ${version[0].server_version}, ` +
      `Node ${process.version}`,
  );
  console.log(
    `slot search benchmark: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}, today ${today} (Seoul), ` +
      `concurrency ${CONCURRENCY}, ${SEQUENTIAL_RUNS} sequential runs and ${LOAD_REQUESTS} loaded requests per mix, ` +
      `cache: ${process.env.REDIS_URL ? 'Redis' : 'in-process'}\n`,
  );

  const header = [
    'mix',
    'total',
    'DB p50',
    'DB p95',
    'API p50',
    'API p95',
    'API req/s',
    'bare req/s',
    'API/bare',
    'API CPU/req',
    'count p50',
    'count p95',
    'page plan (wedding_days)',
  ];
  const loadMs = { api: 0, bare: 0 };
  // Warm the API process (JIT, pools) and PostgreSQL's buffers on every mix before measuring any.
  for (const mix of mixes(today, hallUuid)) {
    const s = await statementsOf(pool, mix, today);
    for (let i = 0; i < 50; i++) await Promise.all([httpGet(port, pathOf(mix)), runAll(pool, s.warm)]);
  }
  for (const mix of mixes(today, hallUuid)) {
    const s = await statementsOf(pool, mix, today);
    const first = await httpGet(port, pathOf(mix));
    if (first.status !== 200) throw new Error(`${mix.name}: HTTP ${first.status} ${first.body}`);
    const { total, totalCapped }: { total: number; totalCapped: boolean } = JSON.parse(first.body);
    // Warm both paths (buffers, the app's cached total) before measuring.
    for (let i = 0; i < 10; i++) {
      await runAll(pool, s.warm);
      await httpGet(port, pathOf(mix));
    }
    const db: number[] = [];
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) db.push(await timed(() => runAll(pool, s.warm)));
    // API and bare driver take turns, so a burst of other load on the machine hits both alike.
    const api = { latencies: [] as number[], ms: 0, cpu: 0 };
    const bare = { latencies: [] as number[], ms: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = await apiCpuMs();
      const a = await load(() => httpGet(port, pathOf(mix)), LOAD_REQUESTS / ROUNDS, CONCURRENCY);
      api.cpu += (await apiCpuMs()) - cpuBefore;
      const b = await load(() => runAll(pool, s.warm), LOAD_REQUESTS / ROUNDS, CONCURRENCY);
      api.latencies.push(...a.latencies);
      api.ms += a.ms;
      bare.latencies.push(...b.latencies);
      bare.ms += b.ms;
    }
    loadMs.api += api.ms;
    loadMs.bare += bare.ms;
    const apiPerSecond = (LOAD_REQUESTS / api.ms) * 1000;
    const barePerSecond = (LOAD_REQUESTS / bare.ms) * 1000;
    const apiCpu = api.cpu / LOAD_REQUESTS;
    const counts: number[] = [];
    let counted = 0;
    for (let i = 0; i < COUNT_RUNS; i++)
      counts.push(await timed(async () => (counted = await runCount(pool, s.count))));
    const pagePlan = await explain(pool, s.page, false);
    const countPlan = await explain(pool, s.count, true);
    const ratio = apiPerSecond / barePerSecond;
    // The count stops at the cap + 1 (decision 0022); the API answers the cap and the flag past it.
    const expected = { total: Math.min(counted, SLOT_TOTAL_CAP), totalCapped: counted > SLOT_TOTAL_CAP };
    check(
      expected.total === total && expected.totalCapped === totalCapped,
      `${mix.name}: API total ${total}${totalCapped ? '+' : ''} differs from the count ${counted}`,
    );
    check(percentile(counts, 0.95) <= 50, `${mix.name}: count p95 ${ms(percentile(counts, 0.95))} ms is over 50 ms`);
    check(percentile(db, 0.95) < 20, `${mix.name}: DB p95 ${ms(percentile(db, 0.95))} ms is not under 20 ms`);
    check(!pagePlan.seqScan && !countPlan.seqScan, `${mix.name}: a Seq Scan on wedding_days`);
    check(
      percentile(api.latencies, 0.95) <= 20,
      `${mix.name}: API p95 ${ms(percentile(api.latencies, 0.95))} ms at ${CONCURRENCY} clients is over 20 ms`,
    );
    // Per mix this moves ±20 % with whatever else shares the two vCPUs; the target is judged on all mixes together.
    if (ratio < 0.5) console.log(`  note: ${mix.name}: API/bare throughput ${ratio.toFixed(2)} on its own`);
    results.push([
      mix.name,
      `${total}${totalCapped ? '+' : ''}`,
      ms(percentile(db, 0.5)),
      ms(percentile(db, 0.95)),
      ms(percentile(api.latencies, 0.5)),
      ms(percentile(api.latencies, 0.95)),
      apiPerSecond.toFixed(0),
      barePerSecond.toFixed(0),
      ratio.toFixed(2),
      ms(apiCpu),
      ms(percentile(counts, 0.5)),
      ms(percentile(counts, 0.95)),
      `${pagePlan.top}: ${pagePlan.scans}${pagePlan.seqScan ? ' SEQ SCAN!' : ''}`,
    ]);
    console.log(`  ${mix.name}: done (count plan: ${countPlan.scans}${countPlan.seqScan ? ' SEQ SCAN!' : ''})`);
  }
  printTable(header, results);
  const overall = loadMs.bare / loadMs.api;
  console.log(`all mixes together: API/bare throughput ${overall.toFixed(2)}`);
  check(overall >= 0.5, `API/bare throughput over all mixes ${overall.toFixed(3)} is under 0.5`);

  // ---- Page 1 against page 100 ----
  const deep = [
    'no filter (FINAL_PRICE_ASC)',
    'Saturday only',
    'region + subRegion',
    'one month',
    'sort GUARANTEE_DESC',
  ];
  const deepRows: string[][] = [];
  for (const mix of mixes(today, hallUuid).filter((m) => deep.includes(m.name))) {
    const first = await statementsOf(pool, mix, today);
    const jump = await statementsOf(pool, mix, today, 'page=100');
    // The cursor the app keeps after page 99: the sort key of the 2,970th row.
    const page99 = await statementsOf(pool, mix, today, 'page=99');
    const rows99 = (await pool.query(page99.page.text, page99.page.values)).rows;
    const scroll = await statementsOf(pool, mix, today, 'page=100', cursorOf(first.sort, rows99.at(-1)));
    // Page 1 and page 100 take turns, so both meet the same moments of the machine; medians of each.
    const alternate = async (a: () => Promise<unknown>, b: () => Promise<unknown>) => {
      for (let i = 0; i < 10; i++) await Promise.all([a(), b()]);
      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
        xs.push(await timed(a));
        ys.push(await timed(b));
      }
      return [percentile(xs, 0.5), percentile(ys, 0.5)] as const;
    };
    const [db1, dbScroll] = await alternate(
      () => runAll(pool, first.warm),
      () => runAll(pool, scroll.warm),
    );
    const [, dbJump] = await alternate(
      () => runAll(pool, first.warm),
      () => runAll(pool, jump.warm),
    );
    // Page 100 before page 99 was ever asked for: a jump (OFFSET 2970)...
    const [apiJump1, apiJump] = await alternate(
      () => httpGet(port, pathOf(mix)),
      () => httpGet(port, pathOf(mix, 'page=100')),
    );
    // ...and after it: the app continues from page 99's last row.
    await httpGet(port, pathOf(mix, 'page=99'));
    const [api1, apiScroll] = await alternate(
      () => httpGet(port, pathOf(mix)),
      () => httpGet(port, pathOf(mix, 'page=100')),
    );
    check(dbScroll / db1 <= 1.5, `${mix.name}: DB page 100 (scrolling) is ${(dbScroll / db1).toFixed(2)}× page 1`);
    check(apiScroll / api1 <= 1.5, `${mix.name}: API page 100 (scrolling) is ${(apiScroll / api1).toFixed(2)}× page 1`);
    deepRows.push([
      mix.name,
      ms(db1),
      ms(dbScroll),
      (dbScroll / db1).toFixed(2),
      ms(dbJump),
      (dbJump / db1).toFixed(2),
      ms(api1),
      ms(apiScroll),
      (apiScroll / api1).toFixed(2),
      ms(apiJump),
      (apiJump / apiJump1).toFixed(2),
    ]);
  }
  console.log('\npage 1 against page 100 (p50, ms; scrolling = after page 99, jump = OFFSET 2970)');
  printTable(
    [
      'mix',
      'DB p1',
      'DB p100 scroll',
      '×',
      'DB p100 jump',
      '×',
      'API p1',
      'API p100 scroll',
      '×',
      'API p100 jump',
      '×',
    ],
    deepRows,
  );

  // ---- The total: counted on a cache miss (cold) against cached (warm), through the API ----
  const coldRows: string[][] = [];
  for (const mix of mixes(today, hallUuid)) {
    // Before each cold request the app's search cache is emptied, so it counts the total again (beside the
    // page query, as on any miss); warm requests find the total cached.
    const cold: number[] = [];
    for (let i = 0; i < COUNT_RUNS; i++) {
      await askApi('flush');
      cold.push(
        await timed(async () => {
          const res = await httpGet(port, pathOf(mix));
          if (res.status !== 200) throw new Error(`${mix.name}: HTTP ${res.status}`);
        }),
      );
    }
    const warm: number[] = [];
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) warm.push(await timed(() => httpGet(port, pathOf(mix))));
    coldRows.push([
      mix.name,
      ms(percentile(cold, 0.5)),
      ms(percentile(cold, 0.95)),
      ms(percentile(warm, 0.5)),
      ms(percentile(warm, 0.95)),
    ]);
  }
  console.log(
    '\nAPI request that counts the total (cache miss, cold) against one that finds it cached (warm); ms, one client',
  );
  printTable(['mix', 'cold p50', 'cold p95', 'warm p50', 'warm p95'], coldRows);

  child.disconnect();
  await pool.end();
  agent.destroy();

  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('targets');
  const targets: [string, (f: string) => boolean][] = [
    ['DB p95 < 20 ms for every mix', (f) => f.includes('DB p95')],
    ['no Seq Scan on wedding_days (page and count plans)', (f) => f.includes('Seq Scan')],
    ['API throughput >= 0.5 x bare driver over all mixes', (f) => f.includes('throughput')],
    ['page 100 (scrolling) <= 1.5 x page 1, DB and API', (f) => f.includes('page 100')],
    ['API total equals an independent count (capped at 10,000)', (f) => f.includes('total')],
    ['cold count p95 <= 50 ms for every mix', (f) => f.includes('count p95')],
    [`API p95 <= 20 ms at ${CONCURRENCY} clients for every mix (issue 14)`, (f) => f.includes('API p95')],
  ];
  for (const [label, matches] of targets) {
    const failed = failures.filter(matches);
    console.log(`  ${failed.length === 0 ? 'PASS' : 'FAIL'}  ${label}`);
    for (const f of failed) console.log(`        ${f}`);
  }
  // Issue 14 asks for more than DESIGN's 0.5; on two shared vCPUs it is out of reach (docs/benchmarks.md), so it
  // is reported, not enforced.
  console.log(
    `  ${overall >= 0.6 ? 'MET ' : 'NOT MET'}  goal: API throughput >= 0.6 x bare driver (issue 14): ${overall.toFixed(2)}`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const numeric = /^[\d.,-]+$/;
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.test(c) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

// ---- The API server, when this file runs as the child process -------------------------------------------

async function serve(): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'benchmark-only-secret-0123456789abcdef',
    DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? '',
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ databaseUrl: DATABASE_URL, maxConnections: POOL_SIZE });
  // The slot service wired as services.ts wires it, but with a cache the parent can empty (a new key
  // generation) to time requests that miss it.
  // Unique per run: a shared Redis may still hold the keys of an earlier run.
  const run = randomUUID().slice(0, 8);
  let generation = 0;
  const shared = createSearchCache({ redisUrl: config.redisUrl, scope: DATABASE_URL });
  const cache: SearchCache = {
    getMany: (keys) => shared.getMany(keys.map((key) => `bench-${run}-${generation}:${key}`)),
    set: (key, value, ttlMs) => shared.set(`bench-${run}-${generation}:${key}`, value, ttlMs),
    deleteByPrefix: (prefixes) => shared.deleteByPrefix(prefixes.map((p) => `bench-${run}-${generation}:${p}`)),
    close: () => shared.close(),
  };
  const slots = createSlotService({ repository: createSlotRepository(database.db), cache });
  const app = await buildApp({ config, database, logger: false, services: { slots } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message) => {
    // How much CPU the server has used, to report what one request costs it.
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'flush') {
      generation += 1;
      process.send?.({ flushed: generation });
    }
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => cache.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

// Last, so every const above is initialised before either runs.
if (process.argv.includes('--serve')) await serve();
else await main();
