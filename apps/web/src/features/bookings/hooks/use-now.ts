import { useEffect, useState } from 'react';

/** The current instant, ticking every `everyMs` (30 s by default): enough for "N시간 M분 남음". */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
