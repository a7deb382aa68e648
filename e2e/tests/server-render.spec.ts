import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNT } from '../../apps/api/src/db/seed/factories/customer.ts';
import { DEMO_PREVIEW_TOKEN } from '../../apps/api/src/db/seed/factories/room-draft.ts';
import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { signInAsDemo } from '../sign-in.ts';

// Issue 14 / decision 0023: pages come from the server with their first screen and its data, hydrate without
// errors, and never carry one viewer's data.
const PRICE = /\d{1,3}(,\d{3})+원/;

/** Console errors and page errors while `visit` runs. */
async function errorsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await visit();
  return errors;
}

/**
 * What React says when the browser's first render differs from the server's markup: the app's own
 * onRecoverableError line (main.tsx), React's development warnings, and the production build's minified
 * codes (418 hydration mismatch, 423 hydration fell back to a client render, 425 text mismatch).
 */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|Minified React error #(418|423|425)\b/i;

type Popular = { item: { partnerUuid: string }[] };
type HallDetail = {
  item: {
    partnerUuid: string;
    contractUsed: boolean;
    consultingSlotsDisplayed: boolean;
    profile: { id: number; individualHalls: { uuid: string }[] };
  };
};
type Room = { item: { slots: { weddingDayId: number; partnerUuid: string }[] } };

/**
 * Every public page with real ids, found through the API as a browser would: home, the slot list, the event,
 * a slot's detail, the searches, a contract hall on each of its four tabs, a room, the demo preview, the photos,
 * the partner page, a review, the favourites and mypage. (A hold is the signed-in test's own.)
 */
async function publicPages(page: Page): Promise<{ pages: string[]; room: Room['item']['slots'] }> {
  const popular = (await (await page.request.get('/v3/book/popular-wedding-halls')).json()) as Popular;
  let hall: HallDetail['item'] | null = null;
  for (const { partnerUuid } of popular.item) {
    const { item } = (await (await page.request.get(`/v3/book/halls/${partnerUuid}/detail`)).json()) as HallDetail;
    // A contract hall that holds without a deposit: it has all four tabs, and its slot can be held for nothing.
    if (item.contractUsed && !item.consultingSlotsDisplayed) {
      hall = item;
      break;
    }
  }
  if (!hall) throw new Error('no contract hall without a deposit among the popular halls');
  const uuid = hall.partnerUuid;
  const roomUuid = hall.profile.individualHalls[0]!.uuid;
  const { item: room } = (await (
    await page.request.get(`/v3/book/partner-profiles/${hall.profile.id}/individual-halls/${roomUuid}`)
  ).json()) as Room;
  const slot = room.slots[0]!;
  const reviews = (await (await page.request.get(`/web/v1/community/reviews?partnerUuid=${uuid}`)).json()) as {
    item: { uuid: string; state: number }[];
  };
  const review = reviews.item.find((r) => r.state === 1) ?? reviews.item[0]!;
  return {
    pages: [
      '/weddinghall/home',
      '/weddinghall/slot',
      '/weddinghall/event',
      `/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`,
      '/search',
      '/search?keyword=%EC%B1%84%ED%94%8C',
      '/weddinghall/search-filter?hidetop=true',
      `/weddinghall/${uuid}`,
      `/weddinghall/${uuid}?tabId=2`,
      `/weddinghall/${uuid}?tabId=3`,
      `/weddinghall/${uuid}?tabId=4`,
      `/weddinghall/${hall.profile.id}/detail/${roomUuid}`,
      `/weddinghall/1/detail-preview/1?token=${DEMO_PREVIEW_TOKEN}`,
      `/weddinghall/${uuid}/photo`,
      // A hall's uuid there is sent on to the hall page by the server; the partner page draws it first.
      `/partner/${uuid}`,
      `/community/review/${review.uuid}`,
      '/my-interest/like',
      '/my-interest/like/slot?tab=slot',
      '/mypage',
    ],
    room: room.slots,
  };
}

/**
 * Waits until the page has fetched nothing new for half a second (at most 10 s). Not Playwright's
 * 'networkidle': a cached API answer marked stale-while-revalidate (PUBLIC_READ) is revalidated by Chromium in
 * the background, and that request is never reported finished, so 'networkidle' waited ~30 s on every hall page
 * opened after another (the maps keyword of the route button).
 */
async function settled(page: Page): Promise<void> {
  const count = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let last = -1;
  for (let waited = 0; waited < 10_000; waited += 500) {
    const now = await count();
    if (now === last) return;
    last = now;
    await page.waitForTimeout(500);
  }
}

/**
 * Opens each path (a full load: the server's markup, then hydration), scrolls to the end so the sections that
 * load near the bottom hydrate too, and returns every hydration error or warning, with its page.
 */
async function hydrationProblemsOn(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(`${current}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.name} ${error.message}`)) problems.push(`${current}: ${error.message}`);
  });
  for (const path of paths) {
    current = path;
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    await page.mouse.wheel(0, 20_000);
    await settled(page);
  }
  return problems;
}

test.describe('server rendering', () => {
  test('the raw HTML of the slot list holds slot prices in 원, hall names, its title and Open Graph tags', async ({
    request,
  }) => {
    const res = await request.get('/weddinghall/slot', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(PRICE);
    expect(html).toContain('<title>잔여일정 | 웨딩데이</title>');
    expect(html).toContain('<meta property="og:title" content="잔여일정 | 웨딩데이" />');
    expect(html.match(/data-testid="slot-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    // The hall names of the cards are the ones in the data handed to the browser.
    const state = JSON.parse(
      html.match(/<script id="ssr-state" type="application\/json">([^<]*)<\/script>/)?.[1] ?? '{}',
    );
    const first = state.queries.queries[0].state.data.pages[0].item[0];
    expect(html).toContain(first.partnerProfileName);
  });

  test('with JavaScript off, the slot list shows slot cards with prices and home shows the popular halls', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/weddinghall/slot');
    const cards = page.getByTestId('slot-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 5; i++) await expect(cards.nth(i)).toContainText(PRICE);
    await expect(page.getByText(/^총 [\d,]+개( 이상)? · 최근 1분 기준$/)).toBeVisible();

    await page.goto('/weddinghall/home');
    const popular = page.getByRole('region', { name: '인기 웨딩홀' });
    await expect(popular).toBeVisible();
    expect(await popular.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  test("hydrates from the server's data: no second fetch of the list, the popular halls or the hall count", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v3/')) calls.push(pathname);
    });
    for (const path of ['/weddinghall/slot', '/weddinghall/home', '/weddinghall/search-filter?hidetop=true']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The session check (/api/user) and images aside, nothing the server already answered is asked again.
    expect(calls).toEqual([]);
  });

  test('hydrates every public page without a console error, and the page then works', async ({ page }) => {
    const errors = await errorsDuring(page, async () => {
      for (const path of ['/weddinghall/home', '/weddinghall/event', '/weddinghall/search-filter', '/search']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      await page.goto('/weddinghall/slot');
      await page.waitForLoadState('networkidle');
      // Hydrated: a chip opens its sheet.
      await page.getByRole('button', { name: /최종가 낮은순/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      // The slot detail, reached from a card, renders from the server too.
      const href = await page.getByTestId('slot-card').first().getByRole('link').first().getAttribute('href');
      await page.goto(href ?? '/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(PRICE).first()).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test('no page hydrates with an error or a warning, for a guest', async ({ page }) => {
    test.setTimeout(300_000);
    const { pages } = await publicPages(page);
    expect(await hydrationProblemsOn(page, [...pages, '/booking/holds/1'])).toEqual([]);
  });

  test('no page hydrates with an error or a warning, signed in, a hold of their own included', async ({ page }) => {
    test.setTimeout(300_000);
    await signInAsDemo(page);
    const { pages, room } = await publicPages(page);
    // A hold of the demo customer's own, on the room's nearest slot (the hold tests take the furthest ones),
    // turned into a booking request afterwards so no live hold is left to count against their limits.
    const held = await page.request.post('/v3/book/slot-holds', {
      headers: { 'idempotency-key': randomUUID() },
      data: { weddingDayId: room[0]!.weddingDayId },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { item: hold } = (await held.json()) as { item: { id: number } };
    const problems = await hydrationProblemsOn(page, [...pages, `/booking/holds/${hold.id}`]);
    const request = await page.request.post(`/v3/book/slot-holds/${hold.id}/request`, {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(request.ok(), await request.text()).toBe(true);
    expect(problems).toEqual([]);
  });

  // A production build of React does not check attributes while hydrating, so an attribute the browser's first
  // render draws differently would go unnoticed by the console checks above. Pages with nothing to fill in after
  // hydration must end exactly as the server sent them. (The lists window their cards to the real screen, and the hall page adds what needs the browser.)
  test("a guest's hydrated page is the server's markup, element for element", async ({ browser }) => {
    const markup = async (javaScriptEnabled: boolean, path: string) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await page.goto(path);
      if (javaScriptEnabled) {
        await hydrated(page);
        await page.waitForLoadState('networkidle');
      }
      // Comments are the renderer's text separators; the toast region and portals are outside the page.
      const html = await page.locator('main').evaluate((main) => main.outerHTML.replace(/<!--.*?-->/g, ''));
      await context.close();
      return html;
    };
    for (const path of ['/weddinghall/home', '/weddinghall/search-filter?hidetop=true', '/search']) {
      expect(await markup(true, path), path).toBe(await markup(false, path));
    }
  });

  test("a signed-in customer's page HTML is a guest's; the hearts are filled in after hydration", async ({ page }) => {
    await signInAsDemo(page);

    await page.goto('/weddinghall/slot');
    const card = page.getByTestId('slot-card').first();
    const heart = card.getByRole('button', { name: /찜하기$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The HTML the server sends this signed-in browser (its cookies go along) holds no heart of its own …
    const html = await (await page.request.get('/weddinghall/slot', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('"isLike":true');
    expect(html).not.toContain(DEMO_ACCOUNT.email);
    // … and once hydrated the page shows the customer's heart.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test("a tap on a server-rendered button while the page's code still loads is acted on once it has", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // The app's entry runs, but the slot page's own chunk is held back, as on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const entryRan = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/assets/slot-page-*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto('/weddinghall/slot', { waitUntil: 'commit' });
    await entryRan;
    await page.getByRole('button', { name: '가격 상세' }).first().click();
    await expect(page.getByRole('dialog', { name: '가격 상세' })).toHaveCount(0);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('dialog', { name: '가격 상세' })).toBeVisible();
    await context.close();
  });

  test('text typed into a server-rendered field before the scripts ran is kept and acted on', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // Hold the app's entry script back, as a slow phone would, while the person starts typing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/weddinghall/search-filter?hidetop=true', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: '웨딩홀 검색어' });
    await box.fill('채플');
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(box).toHaveValue('채플');
    // The app knows it: the count under the filter takes it in, and Enter searches it.
    await box.press('Enter');
    await expect(page).toHaveURL(/keyword=%EC%B1%84%ED%94%8C|keyword=채플/);
    await context.close();
  });
});
