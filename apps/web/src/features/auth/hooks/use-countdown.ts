import { useEffect, useState } from 'react';

// Ticks a little faster than once a second so the m:ss display never skips a second.
const TICK_MS = 250;

/** Milliseconds left until `deadline` (epoch ms), re-rendering while it runs; 0 once passed or without one. */
export function useCountdown(deadline: number | null): number {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  // A new deadline re-reads the clock during this render: a stale `now` would show more than the full time.
  let now = clock.now;
  if (clock.deadline !== deadline) {
    now = Date.now();
    setClock({ deadline, now });
  }

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setClock({ deadline, now: current });
      if (current >= deadline) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return deadline === null ? 0 : Math.max(0, deadline - now);
}
