// React Router's `preventScrollReset` (a filter written into the address, a toast taken out of it) reaches the
// history, not the location the page then renders; the app's navigator notes it here for scroll restoration.
let keepScroll = false;

/** Called by the navigator for each push or replace: whether the move keeps the page where it is scrolled. */
export function noteScrollIntent(preventScrollReset: boolean | undefined): void {
  keepScroll = Boolean(preventScrollReset);
}

/** Whether the move being shown asked to keep the scroll position; the note is used once. */
export function takeKeepScroll(): boolean {
  const keep = keepScroll;
  keepScroll = false;
  return keep;
}
