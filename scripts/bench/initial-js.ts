// Benchmark: initial JavaScript per route (DESIGN §8: under 110 KB gzip for any route). Starts the real server
// on a fresh small seed (e2e/serve.ts), opens each route in Debian's Chromium as a guest at 375 px, and sums
// the gzip size of every script the page loaded until the network was idle. Prints one row per route.
// Usage: npm run build -w apps/web && node scripts/bench/initial-js.ts
// ONLY=<substring> measures only the routes containing it; DETAIL=1 also lists each script's size.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { encodePassword } from '@wedding/domain/password';
import { REQUIRED_TERM_KEYS } from '@wedding/domain/terms';
import { DEMO_ACCOUNT } from '../../apps/api/src/db/seed/factories/customer.ts';
import { DEMO_PREVIEW_TOKEN } from '../../apps/api/src/db/seed/factories/room-draft.ts';
import { CHROMIUM_ARGS, resolveChromium } from '../lib/chromium.ts';

// DESIGN §8: 110 KB now that public pages are server-rendered (it was 150 before).
const LIMIT_KB = 110;
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
type Visit = { route: string; as?: 'demo'; signUpDraft?: boolean };
// Pages that need an account are measured signed in (the demo account), sign-up step 2 with its terms
// agreed: otherwise they redirect and the figure would be two pages' worth.
const VISITS: Visit[] = [
  { route: '/weddinghall/home' },
  { route: '/weddinghall/home', as: 'demo' },
  { route: '/weddinghall/slot' },
  { route: '/weddinghall/event' },
  { route: '/weddinghall/search-filter?hidetop=true' },
  // The page corrects the hall in the path to the slot's own, so any uuid reaches slot 1's detail.
  { route: '/weddinghall/11111111-1111-4111-8111-111111111111/slot?id=1' },
  // A real hall, its first room and a room with a pending draft: {hall}, {room} and {preview} are filled in
  // from the seed once the server is up (a made-up uuid would measure the not-found page).
  { route: '/weddinghall/{hall}' },
  { route: '/weddinghall/{room}' },
  { route: '/weddinghall/{preview}' },
  { route: '/mypage', as: 'demo' },
  { route: '/my-interest/like', as: 'demo' },
  // A review of that hall ({review}), as its own page with its comments.
  { route: '/community/review/{review}' },
  { route: '/sign-additional/2?type=Home_Dday_Complete', as: 'demo' },
  { route: '/sign-in/social' },
  { route: '/sign-in/email' },
  { route: '/sign-up/1' },
  { route: '/sign-up/2', signUpDraft: true },
  { route: '/find-id' },
  { route: '/find-pw' },
  { route: '/find-pw/complete' },
  { route: '/social/redirect' },
  { route: '/search' },
];

async function signInAsDemo(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post(`${origin}/v3/20240404/customer/login`, {
    data: { loginId: DEMO_ACCOUNT.email, pwd: encodePassword(DEMO_ACCOUNT.password) },
  });
  const { item } = (await login.json()) as { item: { loginToken: string } };
  const saved = await request.post(`${origin}/api/token`, { data: { loginToken: item.loginToken } });
  if (!saved.ok()) throw new Error(`demo sign-in failed: ${saved.status()}`);
}

const server = spawn(process.execPath, ['e2e/serve.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', E2E_OAUTH_PORT: String(port + 1), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** A hall from the popular list, its first room's path, the seed's demo preview and one of the hall's reviews. */
async function seededPaths(): Promise<Record<string, string>> {
  const popular = (await (await fetch(`${origin}/v3/book/popular-wedding-halls`)).json()) as {
    item: { partnerUuid: string }[];
  };
  const hall = popular.item[0]?.partnerUuid ?? '';
  const detail = (await (await fetch(`${origin}/v3/book/halls/${hall}/detail`)).json()) as {
    item: { partnerId: number; profile: { id: number; individualHalls: { id: number; uuid: string }[] } };
  };
  const { profile, partnerId } = detail.item;
  const room = profile.individualHalls[0];
  if (!room) throw new Error(`hall ${hall} has no rooms`);
  const reviews = (await (await fetch(`${origin}/web/v1/community/reviews?partnerUuid=${hall}`)).json()) as {
    item: { uuid: string }[];
  };
  return {
    hall,
    review: reviews.item[0]?.uuid ?? 'no-review-seeded',
    room: `${profile.id}/detail/${room.uuid}?partnerId=${partnerId}`,
    // Only the seed's demo preview can be opened from outside the database (decision 0033): the first room's.
    preview: `1/detail-preview/1?token=${DEMO_PREVIEW_TOKEN}`,
  };
}

try {
  await waitForHealth();
  const seeded = await seededPaths();
  const browser = await chromium.launch({
    executablePath: await resolveChromium(),
    args: CHROMIUM_ARGS,
  });
  let worst = 0;
  console.log(`${'route'.padEnd(52)} scripts  KB gzip`);
  const only = process.env.ONLY;
  for (const visit of VISITS.filter((v) => !only || v.route.includes(only))) {
    const { as, signUpDraft } = visit;
    const route = visit.route.replace(/\{(\w+)\}/, (_, key: string) => seeded[key] ?? key);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    if (as === 'demo') await signInAsDemo(context.request);
    if (signUpDraft) {
      await context.addInitScript((terms) => {
        sessionStorage.setItem('wd.signUp', JSON.stringify({ terms }));
      }, REQUIRED_TERM_KEYS);
    }
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    worst = Math.max(worst, kb);
    const landed = new URL(page.url()).pathname;
    const label = `${route}${as ? ' (signed in)' : ''}${landed !== new URL(route, origin).pathname ? ` → ${landed}` : ''}`;
    console.log(`${label.padEnd(52)} ${String(scripts.size).padStart(7)}  ${kb.toFixed(1).padStart(7)}`);
    if (process.env.DETAIL) {
      for (const [url, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) {
        console.log(`    ${new URL(url).pathname.padEnd(60)} ${(bytes / 1024).toFixed(1).padStart(7)}`);
      }
    }
    await context.close();
  }
  await browser.close();
  console.log(
    `\nlargest initial JS: ${worst.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB) — ${worst < LIMIT_KB ? 'OK' : 'OVER'}`,
  );
  process.exitCode = worst < LIMIT_KB ? 0 : 1;
} finally {
  server.kill('SIGTERM');
}
