import { useEffect, useRef } from 'react';
import { scrollWhenTall } from '../lib/scroll-when-tall.ts';

/**
 * Scrolls to `top` once the page is tall enough (see scrollWhenTall), when `enabled`, once per `onceFor` (the
 * caller's name for one arrival): a re-render, a filter or a sheet on the page does not scroll it again.
 */
export function useScrollOnceTall(top: number, enabled: boolean, onceFor: string): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || done.current === onceFor) return;
    done.current = onceFor;
    return scrollWhenTall(top);
  }, [top, enabled, onceFor]);
}
