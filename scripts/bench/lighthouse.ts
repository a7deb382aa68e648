// Benchmark: Lighthouse mobile performance (issue 24: React renders the app; DESIGN §8) on four public pages —
// home (/weddinghall/home), the slot list (/weddinghall/slot), a hall (/weddinghall/{partnerUuid}, a contract hall
// from the seed, so all four tabs) and a review (/community/review/{uuid}, that hall's newest review). Each page
// is measured RUNS times (3) with Lighthouse 12's default mobile emulation (Moto G Power screen, simulated slow 4G,
// 4× CPU slowdown) as a guest; the median of the runs counts, each metric's median taken on its own:
//   performance score ≥ 97, total blocking time ≤ 100 ms, cumulative layout shift ≤ 0.05.
// Prints one line per run and a PASS/FAIL line per page (with each check); exits 1 when any check fails.
//
// Lighthouse is not a project dependency (it is large and only this script needs it): npx fetches lighthouse@12
// from the npm registry on first use. It drives the Chromium of scripts/lib/chromium.ts (CHROME_PATH).
//
// Usage: npm run build && npm run bench:lighthouse
//   With no argument the script starts the real server itself on a fresh small demo seed (e2e/serve.ts, port
//   BENCH_PORT or 3300) and stops it at the end. Against a server already running (`npm start`, or e2e/serve.ts):
//   node scripts/bench/lighthouse.ts http://127.0.0.1:3000
//   BENCH_RUNS=<n> changes the number of runs per page; ONLY=<substring> measures only the pages containing it;
//   KEEP_REPORTS=1 keeps the JSON reports (their folder is printed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BenchServer,
  findContractHall,
  firstReviewUuid,
  machineLoad,
  startBenchServer,
} from '../lib/bench-server.ts';
import { CHROMIUM_ARGS, resolveChromium } from '../lib/chromium.ts';

const TARGET_SCORE = 97;
const MAX_TBT_MS = 100;
const MAX_CLS = 0.05;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Audit = { numericValue?: number; displayValue?: string };
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
};
type Run = { score: number; tbt: number; cls: number; fcp: number; lcp: number; si: number; benchmarkIndex: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function lighthouse(url: string, output: string, chromium: string): Run {
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--only-categories=performance',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score for ${url}`);
  const value = (id: string) => {
    const v = report.audits[id]?.numericValue;
    if (v === undefined) throw new Error(`Lighthouse report for ${url} has no ${id}`);
    return v;
  };
  for (const warning of report.runWarnings ?? []) console.log(`    warning: ${warning}`);
  return {
    score: Math.round(score * 100),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    si: value('speed-index'),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

const given = process.argv[2];
let server: BenchServer | null = null;
let failed = false;
const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
try {
  if (!given) server = await startBenchServer();
  const origin = given ? given.replace(/\/$/, '') : server!.origin;
  const chromium = await resolveChromium();
  const hall = await findContractHall(origin);
  const review = await firstReviewUuid(origin, hall.partnerUuid);
  if (!review) throw new Error(`hall ${hall.partnerUuid} has no review to measure: is the server seeded?`);
  const pages = [
    '/weddinghall/home',
    '/weddinghall/slot',
    `/weddinghall/${hall.partnerUuid}`,
    `/community/review/${review}`,
  ].filter((page) => !process.env.ONLY || page.includes(process.env.ONLY));
  console.log(
    `Lighthouse 12 mobile on ${origin}, ${RUNS} runs per page; median score ≥ ${TARGET_SCORE}, TBT ≤ ${MAX_TBT_MS} ms, CLS ≤ ${MAX_CLS}`,
  );
  console.log(machineLoad());
  const summary: string[] = [];
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = lighthouse(
        `${origin}${page}`,
        path.join(dir, `${page.replace(/\W+/g, '_')}-${i + 1}.json`),
        chromium,
      );
      runs.push(run);
      console.log(
        `${page} run ${i + 1}: score ${run.score}  TBT ${Math.round(run.tbt)} ms  CLS ${run.cls.toFixed(3)}  FCP ${seconds(run.fcp)}  LCP ${seconds(run.lcp)}  SI ${seconds(run.si)}  (CPU benchmark index ${run.benchmarkIndex})`,
      );
    }
    const score = median(runs.map((r) => r.score));
    const tbt = median(runs.map((r) => r.tbt));
    const cls = median(runs.map((r) => r.cls));
    const checks = [
      { ok: score >= TARGET_SCORE, text: `score ${score} (${runs.map((r) => r.score).join(', ')}) ≥ ${TARGET_SCORE}` },
      { ok: tbt <= MAX_TBT_MS, text: `TBT ${Math.round(tbt)} ms ≤ ${MAX_TBT_MS}` },
      { ok: cls <= MAX_CLS, text: `CLS ${cls.toFixed(3)} ≤ ${MAX_CLS}` },
    ];
    const pass = checks.every((c) => c.ok);
    failed ||= !pass;
    const line = `${pass ? 'PASS' : 'FAIL'}  ${page}: median ${checks.map((c) => `${c.text} ${c.ok ? 'ok' : 'FAILED'}`).join('; ')}`;
    summary.push(line);
    console.log(line);
  }
  console.log(`\n${summary.join('\n')}\n${failed ? 'FAIL' : 'PASS'}: ${pages.length} pages; ${machineLoad()}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await server?.stop();
  if (process.env.KEEP_REPORTS) console.log(`reports kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
