// How long to wait for the content that makes the page tall enough (a slow network's list, a lazy section).
const WAIT_MS = 15_000;

/**
 * Scrolls the window to `top`, as far as the page allows now and further each time its content grows, until it
 * is there: a scroll asked for before the content below has arrived is cut short by the browser. Going as far
 * as it can also lets an infinite list load its next page, so a position 13 pages down is reached page by page.
 * Gives up when the visitor scrolls first (it never fights a hand on the screen) or after 15 s. Returns a
 * cancel function.
 */
export function scrollWhenTall(top: number): () => void {
  const root = document.documentElement;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.removeEventListener('wheel', finish);
    window.removeEventListener('touchmove', finish);
    window.removeEventListener('keydown', finish);
    clearTimeout(timer);
  };
  const tryScroll = () => {
    if (done) return;
    const reachable = root.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.min(top, Math.max(reachable, 0)) });
    if (reachable >= top) finish();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryScroll);
  observer?.observe(document.body);
  window.addEventListener('wheel', finish, { passive: true });
  window.addEventListener('touchmove', finish, { passive: true });
  window.addEventListener('keydown', finish);
  const timer = setTimeout(finish, WAIT_MS);
  tryScroll();
  return finish;
}
