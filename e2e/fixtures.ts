import { type Browser, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the app has hydrated the server's markup (root-layout.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Pages arrive server-rendered (decision 0023): visible and clickable before their scripts run. A test that
 * types or taps at once would act on markup React has not taken over yet, so navigation waits for hydration.
 * (People get their typing replayed, typed-before-hydration.ts; a test should test the app, not that race.)
 */
function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForHydrationOnNavigation(page);
    await use(page);
  },
});

/**
 * Runs `run` in a browser context of its own (another person: a guest, a hall's owner on their phone) at `width`,
 * with the fixture's locale, time zone and base URL; its page's moves wait for hydration as the fixture's do.
 */
export async function inNewContext<T>(browser: Browser, width: number, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: { width, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const page = await context.newPage();
    waitForHydrationOnNavigation(page);
    return await run(page);
  } finally {
    await context.close();
  }
}
