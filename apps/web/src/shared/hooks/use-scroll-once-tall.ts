import { useEffect } from 'react';

// How long to wait for the content that makes the page tall enough (a slow network's first page of slots).
const WAIT_MS = 15_000;

/**
 * Scrolls the window to `top` once the page is tall enough to get there: a scroll asked for before the content
 * below has arrived is cut short by the browser (spec §2's 895 px for a hall's slot tab ended at 130 px).
 * Gives up when the visitor scrolls first, so it never fights a hand on the screen.
 */
export function useScrollOnceTall(top: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    let done = false;
    const finish = () => {
      done = true;
      observer?.disconnect();
      window.removeEventListener('wheel', finish);
      window.removeEventListener('touchmove', finish);
      window.removeEventListener('keydown', finish);
      clearTimeout(timer);
    };
    const tryScroll = () => {
      if (done || root.scrollHeight - window.innerHeight < top) return;
      window.scrollTo({ top });
      finish();
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryScroll);
    observer?.observe(document.body);
    window.addEventListener('wheel', finish, { passive: true });
    window.addEventListener('touchmove', finish, { passive: true });
    window.addEventListener('keydown', finish);
    const timer = setTimeout(finish, WAIT_MS);
    tryScroll();
    return finish;
  }, [top, enabled]);
}
