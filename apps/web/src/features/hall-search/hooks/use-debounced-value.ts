import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`. `isEqual` lets an object that is rebuilt every
 * render (a query built from the filter) count as unchanged, so it does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
