/**
 * The server's notion of now, for rules that run on time (a slot hold's 10 minutes). Production reads the system
 * clock. Browser tests start the server with TEST_CLOCK=1 (NODE_ENV=test only) to move it forward, so a hold can
 * run out without the test waiting ten minutes.
 */
export type Clock = { now: () => Date };

/** A clock a test can move: system time plus an offset. */
export type TestClock = Clock & { setOffset: (ms: number) => void };

export const systemClock: Clock = { now: () => new Date() };

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setOffset: (ms) => {
      offsetMs = ms;
    },
  };
}
