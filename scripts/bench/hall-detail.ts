// The hall page's API on the large seed (1,000 halls, ~1M slots): p50/p95 of each call the hall page and the
// individual-hall pages make, for 20 halls spread over the catalogue, through the real app (buildApp +
// app.inject, so no HTTP client shares the CPU). Each call runs as a guest and as a signed-in customer where it
// answers differently (the hearts), cold for every hall (its first call) and warm after.
// Run: node scripts/bench/hall-detail.ts against DATABASE_URL (default the wedding_large database that
// `npm run bench:slots` prepares).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePassword } from '@wedding/domain/password';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { queryRows } from '../../apps/api/src/db/query-rows.ts';
import { DEMO_ACCOUNT } from '../../apps/api/src/db/seed/factories/customer.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wedding_large';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const HALLS = 20;
const TARGET_P95_MS = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-hall-detail-'));
const database = await openDatabase({ databaseUrl: DATABASE_URL });
await migrateDatabase(database);
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL, DATA_DIR: dataDir, JWT_SECRET: 'bench-'.repeat(8) });
const app = await buildApp({ config, database, logger: false });

type Hall = {
  uuid: string;
  region: string;
  profile_id: number;
  room_uuid: string;
  room_id: number;
  preview_token: string;
};
// Every 50th hall by id: small and large halls, every region.
const halls = await queryRows<Hall>(
  database.db,
  sql`SELECT p.uuid, p.region, pp.id AS profile_id, ih.uuid AS room_uuid, ih.id AS room_id, ih.preview_token
      FROM partners p JOIN partner_profiles pp ON pp.partner_id = p.id
      JOIN LATERAL (SELECT uuid, id, preview_token FROM individual_halls WHERE partner_id = p.id ORDER BY sort, id LIMIT 1) ih ON true
      WHERE p.type = 2 ORDER BY p.id`,
);
const sample = halls.filter((_, i) => i % Math.max(1, Math.floor(halls.length / HALLS)) === 0).slice(0, HALLS);
const slotCount = (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM wedding_days`))[0]!.n;

// The demo customer, signed in through the login flow as a browser is (its session cookie on each call).
const login = await app.inject({
  method: 'POST',
  url: '/v3/20240404/customer/login',
  payload: { loginId: DEMO_ACCOUNT.email, pwd: encodePassword(DEMO_ACCOUNT.password) },
});
const saved = await app.inject({
  method: 'POST',
  url: '/api/token',
  payload: { loginToken: login.json().item.loginToken },
});
const cookie = saved.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
if (!cookie) throw new Error(`sign-in failed: ${saved.statusCode}`);

const CALLS: { name: string; url: (h: Hall) => string; viewer?: boolean }[] = [
  { name: 'venue detail (guest)', url: (h) => `/v3/book/halls/${h.uuid}/detail` },
  { name: 'venue detail (customer)', url: (h) => `/v3/book/halls/${h.uuid}/detail`, viewer: true },
  { name: 'official images, page 1', url: (h) => `/v3/book/halls/${h.uuid}/official-images?fetchStart=0&fetchSize=21` },
  { name: 'review images, page 1', url: (h) => `/v3/book/halls/${h.uuid}/review-images?fetchStart=0&fetchSize=21` },
  {
    name: 'nearby halls',
    url: (h) => `/v3/book/recommendations/nearby?region=${encodeURIComponent(h.region)}&excludeUuid=${h.uuid}`,
  },
  { name: 'reviews, newest 20', url: (h) => `/web/v1/community/reviews?partnerUuid=${h.uuid}&sort=2&fetchSize=20` },
  { name: 'maps keyword (local)', url: (h) => `/v3/book/maps/keyword?query=${encodeURIComponent(h.region)}` },
  {
    name: 'individual hall + 10 slots (customer)',
    url: (h) => `/v3/book/partner-profiles/${h.profile_id}/individual-halls/${h.room_uuid}`,
    viewer: true,
  },
  {
    name: 'preview of a pending edit',
    url: (h) => `/v3/book/individual-halls/${h.room_id}/preview?token=${h.preview_token}`,
  },
];

console.log(`hall page API on ${halls.length} halls / ${slotCount} slots; ${sample.length} halls × ${RUNS} runs (ms)`);
console.log(`  ${'call'.padEnd(40)}  cold p50  cold p95  warm p50  warm p95`);
let failed = false;
for (const call of CALLS) {
  const cold: number[] = [];
  const warm: number[] = [];
  for (const hall of sample) {
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ url: call.url(hall), headers: call.viewer ? { cookie } : {} });
      (i === 0 ? cold : warm).push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${call.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  failed ||= percentile(cold, 0.95) >= TARGET_P95_MS;
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `  ${call.name.padEnd(40)} ${f(percentile(cold, 0.5))}  ${f(percentile(cold, 0.95))}  ${f(percentile(warm, 0.5))}  ${f(percentile(warm, 0.95))}`,
  );
}
console.log(`${failed ? 'FAIL' : 'PASS'}  every call's cold p95 < ${TARGET_P95_MS} ms`);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
