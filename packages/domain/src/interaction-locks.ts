// Short locks of spec §4 that keep quick repeated gestures from fighting each other.
import { CHIP_SCROLL_LOCK_MS, LIKE_LOCK_MS } from './constants.ts';

export type LikeLockState = {
  /** A like request is running. */
  inFlight: boolean;
  /** Epoch ms when the last like request settled, null if none has. */
  settledAt: number | null;
  now: number;
};

/** Hall like toggles are ignored while a request runs and for 300 ms after it settles (double taps). */
export function canToggleHallLike({ inFlight, settledAt, now }: LikeLockState): boolean {
  if (inFlight) return false;
  return settledAt === null || now - settledAt >= LIKE_LOCK_MS;
}

/**
 * After a hall chip is clicked the page scrolls itself to that hall; scroll-sync of the chip row
 * is suspended for 5 s so the programmatic scroll does not re-select other chips on the way.
 */
export function isChipScrollSyncSuspended(chipClickedAt: number | null, now: number): boolean {
  return chipClickedAt !== null && now - chipClickedAt < CHIP_SCROLL_LOCK_MS;
}
