import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

// Each workspace has its own vitest.config.ts; the root runs them all as projects, plus the tests of
// the repository's own scripts (runtime check, browser resolution).
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      'packages/domain',
      'packages/contract',
      'apps/api',
      'apps/api/vitest.alone.config.ts',
      'apps/web',
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/test/**/*.test.ts'],
          maxWorkers: TEST_WORKERS,
        },
      },
    ],
  },
});
