// The real server for the browser benchmarks (initial-js, lighthouse, interactions): e2e/serve.ts in a child
// process, i.e. the built web app and the API on a fresh embedded database with the small demo seed (its data
// directory is per port, so a benchmark and the browser tests can run side by side). Also the demo customer's
// sign-in and the seed's ids a benchmark needs (a made-up id would measure the not-found page).
// Build the web app first (`npm run build`): the server renders and serves apps/web/dist.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { encodePassword } from '@wedding/domain/password';
import { DEMO_ACCOUNT } from '../../apps/api/src/db/seed/factories/customer.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type BenchServer = { origin: string; stop(): Promise<void> };

/**
 * Starts e2e/serve.ts on `port` (BENCH_PORT, default 3300; the fake Kakao issuer takes port + 1) and resolves once
 * GET /health/ready answers 200. Refuses a port something already answers on: the benchmark would measure that.
 */
export async function startBenchServer(port = Number(process.env.BENCH_PORT ?? 3300)): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/health`)) throw new Error(`${origin} already answers: stop it or set BENCH_PORT`);
  const child = spawn(process.execPath, ['e2e/serve.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      E2E_OAUTH_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
      // Nothing to drain for: exit as soon as asked.
      SHUTDOWN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  // Ctrl-C on the benchmark must not leave the server holding the port.
  const onSignal = () => {
    child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
      if (await answers(`${origin}/health/ready`)) break;
      if (i >= 480) throw new Error('the server was not ready after 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Signs the demo customer in on a Playwright request context (a browser context's request shares its cookies). */
export async function signInAsDemo(request: APIRequestContext, origin: string): Promise<void> {
  const login = await request.post(`${origin}/v3/20240404/customer/login`, {
    data: { loginId: DEMO_ACCOUNT.email, pwd: encodePassword(DEMO_ACCOUNT.password) },
  });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()} ${await login.text()}`);
  const { item } = (await login.json()) as { item: { loginToken: string } };
  const saved = await request.post(`${origin}/api/token`, { data: { loginToken: item.loginToken } });
  if (!saved.ok()) throw new Error(`demo sign-in failed: ${saved.status()}`);
}

export type HallDetail = {
  partnerUuid: string;
  partnerId: number;
  contractUsed: boolean;
  consultingSlotsDisplayed: boolean;
  profile: { id: number; individualHalls: { id: number; uuid: string }[] };
};

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** A contract hall from the popular list: it has all four tabs (info, remaining slots, photos, reviews). */
export async function findContractHall(origin: string): Promise<HallDetail> {
  const popular = await getJson<{ item: { partnerUuid: string }[] }>(`${origin}/v3/book/popular-wedding-halls`);
  for (const { partnerUuid } of popular.item) {
    const { item } = await getJson<{ item: Omit<HallDetail, 'partnerUuid'> }>(
      `${origin}/v3/book/halls/${partnerUuid}/detail`,
    );
    if (item.contractUsed && !item.consultingSlotsDisplayed) return { ...item, partnerUuid };
  }
  throw new Error('no contract hall among the popular halls: is the server seeded?');
}

/** The newest review of a hall (the community review page's id), or null when it has none. */
export async function firstReviewUuid(origin: string, partnerUuid: string): Promise<string | null> {
  const reviews = await getJson<{ item: { uuid: string }[] }>(
    `${origin}/web/v1/community/reviews?partnerUuid=${encodeURIComponent(partnerUuid)}`,
  );
  return reviews.item[0]?.uuid ?? null;
}

/**
 * The machine's load, for the benchmark's first and last lines: page-speed figures from a machine busy with other
 * work (a test suite beside it) are slower and noisier, and the reader should know.
 */
export function machineLoad(): string {
  const [one = 0] = loadavg();
  const cores = availableParallelism();
  const busy = one > cores * 0.75;
  return `load average ${one.toFixed(2)} on ${cores} cores${busy ? ' — the machine is busy with other work: figures will be slower and noisier' : ''}`;
}
