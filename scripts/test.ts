// `npm test`: every test layer, in the order CI runs them.
//  1. unit, component and API integration tests on the embedded database (PGlite);
//  2. the API integration tests again on PostgreSQL, when one is reachable
//     (TEST_DATABASE_URL, else the local default); REQUIRE_POSTGRES=1 turns "unreachable" into a failure;
//  3. the web build, then the Playwright end-to-end tests in Chromium (Debian's, else the npm package's).
// Without PostgreSQL or Redis the tests that need them are skipped, each with one line saying so;
// REQUIRE_POSTGRES=1 / REQUIRE_REDIS=1 (CI) turn that into a failure.
// It ends with one line 'N passed, N failed, N skipped' summing all runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.tmp/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function step(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${name} ━━`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) failures.push(name);
  return run.status === 0;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const postgresTestUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function reachablePostgres(): Promise<string | null> {
  const url = postgresTestUrl;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether a Redis answers PING at REDIS_URL (the Redis tests' own default otherwise). */
function reachableRedis(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!(await reachableRedis(redisUrl))) {
  const why = process.env.REQUIRE_REDIS === '1' ? 'required here (REQUIRE_REDIS=1), so they will fail' : 'skipped';
  console.log(
    `\nRedis not reachable at ${redisUrl}: the Redis tests (rate limits shared by API processes, cached slot totals) are ${why}.`,
  );
}

const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, name)}`,
];

step('unit, component and API tests (PGlite)', 'npx', ['vitest', 'run', ...vitestJson('vitest-pglite.json')], {
  DATABASE_URL: '',
});
countVitest(join(results, 'vitest-pglite.json'));

const postgresUrl = await reachablePostgres();
if (postgresUrl) {
  step(
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'api', '--project', 'api-alone', ...vitestJson('vitest-postgres.json')],
    {
      DATABASE_URL: postgresUrl,
    },
  );
  countVitest(join(results, 'vitest-postgres.json'));
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('\nPostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable.');
  failures.push('PostgreSQL not reachable');
} else {
  console.log(
    `\nPostgreSQL not reachable at ${postgresTestUrl}: the second run of the API tests (on PostgreSQL, with its concurrency tests) is skipped.`,
  );
}

if (step('web build', 'npm', ['run', 'build'])) {
  step('end-to-end (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: join(results, 'e2e.json'),
  });
  countPlaywright(join(results, 'e2e.json'));
}

console.log(`\n${failures.length ? `failed steps: ${failures.join('; ')}` : 'all steps passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
