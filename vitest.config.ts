import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; the root runs them all as projects, plus the tests of
// the repository's own scripts (runtime check, browser resolution).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contract',
      'apps/api',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/test/**/*.test.ts'] } },
    ],
  },
});
