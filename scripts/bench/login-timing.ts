// Benchmark: a login with an unknown email must cost what a wrong password costs (issue 3 §10, no account
// enumeration by timing). Runs the real app in process on a fresh PGlite with the small seed, then
// alternates the two kinds of failed login and prints the median and p90 of each. Each request comes from
// its own client address and each wrong password goes to its own account, so neither the per-IP nor the
// per-login-id limit turns later attempts into fast 429s.
// Usage: node scripts/bench/login-timing.ts [samples per kind, default 30]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePassword } from '@wedding/domain/password';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare-database.ts';
import { createCustomer } from '../../apps/api/test/helpers/customers.ts';

const samples = Number(process.argv[2] ?? 30);
const dataDir = await mkdtemp(path.join(tmpdir(), 'wedding-login-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ dataDir: config.pgliteDir });
await prepareDatabase(database, { seedSize: 'small' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const accounts = await Promise.all(Array.from({ length: samples + 1 }, () => createCustomer(database)));

async function timeLogin(loginId: string, n: number): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/v3/20240404/customer/login',
    remoteAddress: `10.0.${Math.floor(n / 250)}.${n % 250}`,
    payload: { loginId, pwd: encodePassword('Not-the-password1!') },
  });
  return { ms: performance.now() - started, status: res.statusCode, body: res.body };
}

const unknown: number[] = [];
const wrong: number[] = [];
const bodies = new Set<string>();
// One warm-up of each kind: the first argon2 call also builds the dummy hash.
await timeLogin('warm-up@example.com', 0);
await timeLogin(accounts[samples]!.email, 1);
for (let i = 0; i < samples; i++) {
  const a = await timeLogin(`nobody-${i}@example.com`, 10 + 2 * i);
  const b = await timeLogin(accounts[i]!.email, 11 + 2 * i);
  if (a.status !== 401 || b.status !== 401) throw new Error(`expected 401s, got ${a.status} and ${b.status}`);
  unknown.push(a.ms);
  wrong.push(b.ms);
  bodies.add(a.body).add(b.body);
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
console.log(`failed logins, ${samples} each (ms)      median     p90`);
console.log(
  `unknown email                       ${pct(unknown, 0.5).toFixed(1).padStart(7)} ${pct(unknown, 0.9).toFixed(1).padStart(7)}`,
);
console.log(
  `known email, wrong password         ${pct(wrong, 0.5).toFixed(1).padStart(7)} ${pct(wrong, 0.9).toFixed(1).padStart(7)}`,
);
const ratio = pct(unknown, 0.5) / pct(wrong, 0.5);
console.log(`median ratio unknown / wrong: ${ratio.toFixed(2)}; distinct response bodies: ${bodies.size}`);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
