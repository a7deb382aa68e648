import { useEffect } from 'react';
import { scrollWhenTall } from '../lib/scroll-when-tall.ts';

/** Scrolls to `top` once the page is tall enough, while `enabled` (see scrollWhenTall). */
export function useScrollOnceTall(top: number, enabled: boolean): void {
  useEffect(() => (enabled ? scrollWhenTall(top) : undefined), [top, enabled]);
}
