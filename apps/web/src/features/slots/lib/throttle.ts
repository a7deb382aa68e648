export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Runs `fn` at most once per `ms`: the first call at once, and the last call of a burst when the window
 * ends, so the final scroll position is always looked at (a scroll that stops at 61% still loads).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last);
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) run(next);
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
