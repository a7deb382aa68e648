import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../scripts/lib/chromium.ts';

// Browser tests run in Debian's Chromium, or the one inside @sparticuz/chromium where Debian's is absent
// (test tools cannot download browsers here; scripts/lib/chromium.ts), at the
// product's 375 × 812 mobile baseline, against the real server on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = await resolveChromium();

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Pixel 5'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node e2e/serve.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
