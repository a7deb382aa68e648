import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
