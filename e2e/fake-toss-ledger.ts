import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file e2e/serve.ts writes the fake Toss's address to, one per server port. */
export function fakeTossUrlFile(port: number): string {
  return resolve(import.meta.dirname, `../.tmp/e2e-fake-toss-${port}.url`);
}

export type FakeTossCancel = { paymentKey: string; amount: number; reason: string; idempotencyKey?: string };

/**
 * Every cancel the browser tests' fake Toss carried out (its GET /__fake/cancels), with its amount: what a
 * refund actually sent back, to compare with the figure the couple was shown.
 */
export async function fakeTossCancels(): Promise<FakeTossCancel[]> {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const url = readFileSync(fakeTossUrlFile(port), 'utf8').trim();
  const response = await fetch(`${url}/__fake/cancels`);
  if (!response.ok) throw new Error(`fake Toss answered ${response.status}`);
  return ((await response.json()) as { cancels: FakeTossCancel[] }).cancels;
}
