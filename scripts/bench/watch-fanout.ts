// The watch fan-out benchmark (issue 28 §5): "opening 100 slots matched by 5,000 watches finishes within a minute on
// this machine, with one notification per couple per hall per hour (digest)."
//   setup (not timed): a small seed; 5,000 couples, each watching the demo hall for two months; the hall's weekly
//   plan emptied and 100 date exceptions (OPEN, priced) entered, as the console's calendar stores them;
//   timed: the console's generate (POST …/generate, one transaction that opens the 100 slots and queues the
//   watch-fanout job in it), then the queued job(s) run through the job's own handler body.
// It prints the elapsed seconds, the entries and deliveries written, and exits 1 when the digest or the minute fails.
// Usage: npm run bench:watches                 (PostgreSQL at DATABASE_URL, default postgres@127.0.0.1:5432;
//                                               it creates and drops its own database `wedding_watch_bench`)
//        BENCH_DB=pglite npm run bench:watches (the embedded PGlite in a temporary folder)
//        WATCHES=5000 SLOTS=100 override the sizes.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { queryRows } from '../../apps/api/src/db/query-rows.ts';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/seed.ts';
import { runWatchFanoutJob } from '../../apps/api/src/modules/slot-watches/jobs.ts';

const WATCHES = Number(process.env.WATCHES ?? 5000);
const SLOTS = Number(process.env.SLOTS ?? 100);
const LIMIT_SECONDS = 60;
const BACKEND = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const NAME = 'wedding_watch_bench';
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const dataDir = await mkdtemp(path.join(tmpdir(), 'watch-fanout-'));
let admin: pg.Client | null = null;
let databaseUrl: string | undefined;
if (BACKEND === 'postgres') {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  databaseUrl = url.href;
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
const db = database.db;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);
const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);

/** 'YYYY-MM' of the Seoul month `ahead` months from now. */
function monthAhead(ahead: number): string {
  const d = new Date(Date.now() + 9 * 3_600_000);
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

let failed = false;
try {
  const seeding = performance.now();
  await migrateDatabase(database);
  await seedDatabase(database, { size: 'small' });
  console.log(`${BACKEND}: migrated and seeded (small) in ${seconds(seeding)} s`);

  const config = loadConfig({
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    JWT_SECRET: 'watch-fanout-bench-secret-'.repeat(2),
    // The bench runs the queued job itself (timed); no worker may take it first.
    JOB_WORKERS: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const signIn = await app.inject({ method: 'POST', url: '/v3/partner-center/auth/sign-in', payload: DEMO_STAFF });
    if (signIn.statusCode !== 200) throw new Error(`staff sign-in: ${signIn.body}`);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const consoleCall = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url: `/v3/partner-center${url}`,
        payload,
        headers: { cookie, 'idempotency-key': randomUUID() },
      });
    const me = (await consoleCall('GET', '/me')).json().item.partner as { id: number; uuid: string };
    const hallId = (await consoleCall('GET', '/calendar/halls')).json().item.halls[0].id as number;
    const months = [monthAhead(2), monthAhead(3)];

    // Setup 1: the weekly plan emptied and generated, so the timed generate opens exactly the exceptions.
    const empty = await consoleCall('PUT', `/calendar/halls/${hallId}/plan`, { FRIDAY: [], SATURDAY: [], SUNDAY: [] });
    if (empty.statusCode !== 200) throw new Error(`plan: ${empty.body}`);
    if ((await consoleCall('POST', `/calendar/halls/${hallId}/generate`)).statusCode !== 200)
      throw new Error('first generate failed');
    // Setup 2: SLOTS free weekend date-times in those two months, entered as OPEN exceptions with a price.
    const taken = new Set(
      (
        await queryRows<{ k: string }>(
          db,
          sql`SELECT wedding_date::text || ' ' || to_char(wedding_time, 'HH24:MI') AS k FROM wedding_days
              WHERE individual_hall_id = ${hallId}`,
        )
      ).map((r) => r.k),
    );
    const wanted: { date: string; time: string }[] = [];
    for (const month of months) {
      const [y, m] = month.split('-').map(Number) as [number, number];
      for (let day = 1; day <= 31 && wanted.length < SLOTS; day += 1) {
        const date = new Date(Date.UTC(y, m - 1, day));
        if (date.getUTCMonth() !== m - 1 || ![0, 5, 6].includes(date.getUTCDay())) continue;
        const iso = date.toISOString().slice(0, 10);
        for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'])
          if (wanted.length < SLOTS && !taken.has(`${iso} ${time}`)) wanted.push({ date: iso, time });
      }
    }
    if (wanted.length < SLOTS) throw new Error(`only ${wanted.length} free weekend times`);
    await db.execute(sql`INSERT INTO calendar_exceptions (individual_hall_id, wedding_date, wedding_time, state,
        rental_price, meal_price, flower_price, guarantee, discount_rate)
      VALUES ${sql.join(
        wanted.map((w) => sql`(${hallId}, ${w.date}, ${w.time}, 'OPEN', 2000000, 55000, 0, 150, 0)`),
        sql`, `,
      )}
      ON CONFLICT (individual_hall_id, wedding_date, wedding_time) DO UPDATE SET state = 'OPEN',
        rental_price = 2000000, meal_price = 55000, flower_price = 0, guarantee = 150, discount_rate = 0`);
    // Setup 3: WATCHES couples, each watching the hall for the two months (all days and times, up to 350 guests).
    const first = await count(sql`SELECT coalesce(max(id), 0)::int AS n FROM customers`);
    await db.execute(sql`INSERT INTO customers (email, name, tel)
      SELECT 'watcher-' || g || '@bench.example', '관심고객', '010-' || lpad((g % 10000)::text, 4, '0') || '-0000'
      FROM generate_series(1, ${WATCHES}) g`);
    await db.execute(sql`INSERT INTO slot_watches (customer_id, partner_id, months, min_guests, max_guests, max_price)
      SELECT id, ${me.id}, ${`{${months.join(',')}}`}::text[], 0, 350, 50000000 FROM customers WHERE id > ${first}`);
    console.log(`setup: ${WATCHES} watches of hall ${me.uuid} for ${months.join(', ')}; ${SLOTS} exceptions to open`);

    // Timed: the console opens the slots (one transaction, one job), then the job runs.
    const jobsBefore = await count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'watch-fanout'`);
    const started = performance.now();
    const generated = await consoleCall('POST', `/calendar/halls/${hallId}/generate`);
    if (generated.statusCode !== 200) throw new Error(`generate: ${generated.body}`);
    const openedAt = seconds(started);
    const jobs = await queryRows<{ data: Record<string, unknown> }>(
      db,
      sql`SELECT data FROM pgboss.job WHERE name = 'watch-fanout' ORDER BY created_on OFFSET ${jobsBefore}`,
    );
    let told = 0;
    for (const job of jobs) told += (await runWatchFanoutJob(app.services.watchFanout, job.data))?.watchAlerts ?? 0;
    const elapsed = Number(seconds(started));

    const entries = await count(
      sql`SELECT count(*)::int AS n FROM notifications WHERE kind = 'WATCH_OPENED' AND customer_id > ${first}`,
    );
    const deliveries = await count(
      sql`SELECT count(*)::int AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.kind = 'WATCH_OPENED' AND n.customer_id > ${first} AND d.channel = 'WEB_PUSH'`,
    );
    const deliveryJobs = await count(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-delivery'`,
    );
    const worst = await count(
      sql`SELECT coalesce(max(c), 0)::int AS n FROM (SELECT count(*) AS c FROM notifications
          WHERE kind = 'WATCH_OPENED' GROUP BY customer_id) x`,
    );
    const opened = generated.json().item.created as number;
    console.log(
      [
        `backend                       ${BACKEND}`,
        `slots opened (one generate)   ${opened} in ${openedAt} s, ${jobs.length} watch-fanout job(s)`,
        `watches                       ${WATCHES}`,
        `elapsed (open + fan-out)      ${elapsed.toFixed(2)} s  (limit ${LIMIT_SECONDS} s)`,
        `notifications written         ${entries} (${told} told by the job; expect ${WATCHES}: one per couple, hall, hour)`,
        `most entries for one couple   ${worst}`,
        `WEB_PUSH deliveries written   ${deliveries} (delivery jobs queued: ${deliveryJobs})`,
      ].join('\n'),
    );
    const problems = [
      opened !== SLOTS && `expected ${SLOTS} opened slots`,
      (entries !== WATCHES || worst !== 1) && 'the digest did not hold',
      deliveries !== WATCHES && 'a delivery is missing',
      elapsed > LIMIT_SECONDS && `over ${LIMIT_SECONDS} s`,
    ].filter(Boolean);
    for (const problem of problems) console.error(problem);
    failed = problems.length > 0;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
