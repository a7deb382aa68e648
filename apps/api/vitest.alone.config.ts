import { defineConfig } from 'vitest/config';
import { apiTestBase, RUN_ALONE } from './vitest.config.ts';

// The API files that must not share the machine with other test files (see RUN_ALONE): a group of their own,
// run after all the others (sequence.groupOrder), one file at a time.
export default defineConfig({
  test: { ...apiTestBase, name: 'api-alone', include: RUN_ALONE, sequence: { groupOrder: 1 }, maxWorkers: 1 },
});
