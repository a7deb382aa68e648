import { holdRemainingMs } from '@wedding/domain/slot-hold';
import { useEffect, useState } from 'react';

/** Milliseconds left until `expiresAt`, ticking each second; 0 once it has passed (or with no expiry). */
export function useCountdown(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = holdRemainingMs(expiresAt, now) > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return holdRemainingMs(expiresAt, now);
}
