// Lighthouse mobile performance (DESIGN §8 and issue 14: 95+ on the slot list, home and hall detail) against a running server.
// Lighthouse is not a project dependency (it is large and only this script needs it): npx fetches it from the
// npm registry on first use. Start the product first (`npm start`, or e2e/serve.ts), then:
//   node scripts/bench/lighthouse.ts [origin]        (default http://127.0.0.1:3000)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveChromium } from '../lib/chromium.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const chromium = await resolveChromium();
const TARGET = 95;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
};

async function firstHallUuid(): Promise<string> {
  const res = await fetch(`${origin}/v3/book/popular-wedding-halls?limit=1`);
  const body = (await res.json()) as { item: { partnerUuid: string }[] };
  if (!body.item[0]) throw new Error('no hall to measure: is the server seeded?');
  return body.item[0].partnerUuid;
}

const pages = ['/weddinghall/slot', '/weddinghall/home', `/weddinghall/${await firstHallUuid()}`];
const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
let failed = false;
for (const page of pages) {
  const scores: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const output = path.join(dir, `report-${run}.json`);
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        `${origin}${page}`,
        '--only-categories=performance',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const score = Math.round((report.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    console.log(
      `${page} run ${run + 1}: ${score}  ${METRICS.map((m) => `${m} ${report.audits[m]?.displayValue}`).join(', ')}`,
    );
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
  failed ||= median < TARGET;
  console.log(`${median >= TARGET ? 'PASS' : 'FAIL'}  ${page}: median performance ${median} (target ${TARGET})`);
}
rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
