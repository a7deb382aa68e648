import { test as base, type Page } from '@playwright/test';

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
export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
