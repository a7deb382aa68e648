import { describe, expect, it } from 'vitest';
import { canToggleHallLike, isChipScrollSyncSuspended } from '../src/interaction-locks.ts';

describe('spec §4 hall like: while a like request runs and for 300 ms after, further toggles are ignored', () => {
  it('allows the first toggle', () => {
    expect(canToggleHallLike({ inFlight: false, settledAt: null, now: 0 })).toBe(true);
  });

  it('ignores toggles while the request runs', () => {
    expect(canToggleHallLike({ inFlight: true, settledAt: null, now: 10_000 })).toBe(false);
  });

  it('ignores toggles for 300 ms after it settles: 299 ms no, 300 ms yes', () => {
    expect(canToggleHallLike({ inFlight: false, settledAt: 1000, now: 1299 })).toBe(false);
    expect(canToggleHallLike({ inFlight: false, settledAt: 1000, now: 1300 })).toBe(true);
  });
});

describe('spec §4 clicking a hall chip suspends scroll-sync for 5 s', () => {
  it('suspends for 4999 ms and resumes at 5000 ms', () => {
    expect(isChipScrollSyncSuspended(1000, 1000)).toBe(true);
    expect(isChipScrollSyncSuspended(1000, 5999)).toBe(true);
    expect(isChipScrollSyncSuspended(1000, 6000)).toBe(false);
  });

  it('is not suspended before any click', () => {
    expect(isChipScrollSyncSuspended(null, 1000)).toBe(false);
  });
});
