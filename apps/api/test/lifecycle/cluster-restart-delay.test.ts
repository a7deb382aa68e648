import { describe, expect, it } from 'vitest';
import { restartDelayMs } from '../../src/cluster-primary.ts';

// Decision 0055: a worker that keeps dying at start-up (database away) is restarted with backoff, never in a loop.
describe('restartDelayMs', () => {
  it('waits 1 s, then doubles per quick death, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
