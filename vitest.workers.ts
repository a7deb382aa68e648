import { availableParallelism } from 'node:os';

// Test files at once, for every project (vitest wants one value per sequence.groupOrder group, and projects
// given as config files do not inherit the root's). Vitest's default is one fewer than the cores: a single
// worker on CI's two cores, so every file ran in turn while the second core mostly idled. Two at least
// (decision 0036).
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
