import { useEffect, useState } from 'react';

/**
 * The instant the server reads now, kept ticking on this screen every `everyMs` (30 s by default): deadlines are
 * counted on the server's clock (a response carries it as `now`), so a phone whose clock is off still shows the
 * right time left. Before the first answer it is this device's clock.
 */
export function useServerNow(serverNow: string | undefined, everyMs = 30_000): Date {
  const [skew, setSkew] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (!serverNow) return;
    const server = new Date(serverNow).getTime();
    if (Number.isNaN(server)) return;
    const local = Date.now();
    setSkew(server - local);
    setTick(local);
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return new Date(tick + skew);
}
