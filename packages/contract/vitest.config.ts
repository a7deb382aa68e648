import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
