import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

// Integration tests build the real app against a real, migrated, seeded database.
// global-setup prepares one template (PGlite dump, or a PostgreSQL template database when
// DATABASE_URL is set); each test file gets its own copy, so files can run in parallel.
export const apiTestBase = {
  environment: 'node',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

// Files that run in the 'api-alone' project (vitest.alone.config.ts), after every other file, with nothing
// beside them: they race real API processes against each other and count every outcome, and a second
// worker's load beside them changed the timings they rely on (decision 0036): the restart test lost
// requests, the payment race answered 409 instead of waiting for the first payment.
export const RUN_ALONE = [
  'test/lifecycle/restart-under-load.test.ts',
  'test/slot-holds/race.test.ts',
  'test/slot-holds/payment-race.test.ts',
  'test/bookings/deadlines-two-processes.test.ts',
  'test/lifecycle/several-processes.test.ts',
];

export default defineConfig({
  test: {
    ...apiTestBase,
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: RUN_ALONE,
    // One module graph per worker instead of one per file: importing the app (Fastify, Drizzle, zod schemas,
    // PGlite) again for each of ~95 files was most of this project's time. Safe because every file builds its
    // own app, database copy and data dir (helpers/build-test-app.ts) and no module keeps per-test state: the
    // process-wide caches are keyed by URL (social discovery, JWKS) or immutable (the dummy password hash);
    // fake timers are restored in finally; no file mutates process.env.
    isolate: false,
    maxWorkers: TEST_WORKERS,
  },
});
