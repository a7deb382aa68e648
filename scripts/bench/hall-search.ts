// Hall search on the large seed (1,000 halls, ~1M slots): p50/p95 of GET /v3/book/halls for mixes of slot-level
// chips, through the real app (buildApp + app.inject, so no HTTP client shares the CPU). Each mix exercises the
// per-hall "has an open slot meeting every chip" test (decision 0010). Run: node scripts/bench/hall-search.ts
// against DATABASE_URL (default the wedding_large database that `npm run bench:slots` prepares).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wedding_large';
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const TARGET_P95_MS = 50;

const MIXES: Record<string, string> = {
  'no filter': '',
  Saturday: 'dayOfWeeks=SATURDAY',
  'Saturday, 11:00/12:00, 200–300 guests':
    'dayOfWeeks=SATURDAY&weddingTimes=11:00,12:00&minGuarantee=200&maxGuarantee=300',
  'rental ≤ 2,000,000, meal ≤ 60,000': 'maxRentalPrice=2000000&maxMealPrice=60000',
  'meal ≥ 100,000, rental 0': 'minMealPrice=100000&maxRentalPrice=0',
  '300–349 guests, Friday': 'minGuarantee=300&maxGuarantee=349&dayOfWeeks=FRIDAY',
  'nothing matches (rental ≥ 900,000,000)': 'minRentalPrice=900000000',
  '서울, Sunday, 20:00 ~, rental ≤ 3,000,000':
    'region=서울&dayOfWeeks=SUNDAY&weddingTimes=20:00&maxRentalPrice=3000000',
  'keyword 강남, Saturday, page 2': 'keyword=강남&dayOfWeeks=SATURDAY&fetchStart=20',
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-hall-search-'));
const database = await openDatabase({ databaseUrl: DATABASE_URL });
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET: 'bench-'.repeat(8) });
const app = await buildApp({ config, database, logger: false });

// The key the hall search requires (decision 0012), as a browser gets it.
const apiKey: string = (await app.inject('/v3/public/api-key?apiName=hall-search')).json().item.apiKey;

let failed = false;
console.log(`hall search, ${RUNS} runs per mix after 5 warm-up runs (ms)`);
for (const [name, query] of Object.entries(MIXES)) {
  const params = new URLSearchParams(query);
  params.set('apiKey', apiKey);
  const url = `/v3/book/halls?${params.toString()}`;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    const res = await app.inject(url);
    if (i >= 5) times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    total = res.json().total;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  failed ||= p95 >= TARGET_P95_MS;
  console.log(
    `  ${name.padEnd(44)} total ${String(total).padStart(5)}  p50 ${percentile(times, 0.5).toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}`,
  );
}
console.log(`${failed ? 'FAIL' : 'PASS'}  every mix p95 < ${TARGET_P95_MS} ms`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
