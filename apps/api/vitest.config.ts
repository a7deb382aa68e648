import { defineConfig } from 'vitest/config';

// Integration tests build the real app against a real, migrated, seeded database.
// global-setup prepares one template (PGlite dump, or a PostgreSQL template database when
// DATABASE_URL is set); each test file gets its own copy, so files can run in parallel.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
