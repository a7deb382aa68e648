import { parsePath, type To } from 'react-router';
import { keepAuthDetour, withAuthDetour } from '../features/auth/lib/auth-detour.ts';
import { type OverlayHistory, overlaysOf } from '../shared/lib/overlay-entries.ts';
import { noteScrollIntent } from '../shared/lib/scroll-intent.ts';
import type { AppHistory } from './app-router.tsx';

// A back that never lands (no entry behind, a browser that drops it) must not hold later moves forever.
const BACK_TIMEOUT_MS = 1000;

/**
 * The app's history with overlay entries (decision 0039) kept in order:
 * - moves wait while a back is on its way: the browser's back is asynchronous, and a push made before it
 *   lands would be undone by it (a sheet that closes and opens a confirm, a dialog whose OK navigates);
 * - a page move made from an overlay entry leaves the overlay entries behind: a push replaces them, so back
 *   from the next page returns to the page and not to a stray copy of it; a replace replaces the page
 *   under them, as it would have without the overlay; a back leaves the page, not just the overlay;
 * - an auth page's entry counts the steps of the sign-in detour it is part of (features/auth/lib/auth-detour).
 */
export function withOverlayEntries(history: AppHistory): AppHistory & OverlayHistory {
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queue: Array<() => void> = [];
  const subscribers = new Set<() => void>();

  const settle = () => {
    pending = false;
    clearTimeout(timer);
    while (!pending && queue.length > 0) queue.shift()?.();
  };
  const run = (op: () => void) => {
    if (pending) queue.push(op);
    else op();
  };
  const back = (steps: number) => {
    if (steps <= 0) return;
    const before = history.location.key;
    pending = true;
    history.go(-steps);
    // A memory history (tests) moves at once; the browser's reports later, through the listener.
    if (history.location.key !== before) settle();
    else timer = setTimeout(settle, BACK_TIMEOUT_MS);
  };
  const depth = () => overlaysOf(history.location.state).length;
  const pathnameOf = (to: To) => (typeof to === 'string' ? parsePath(to) : to).pathname ?? history.location.pathname;

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    listen: (listener) =>
      history.listen((update) => {
        // Only the user's back and forward close overlays: a move the app made itself is followed by the
        // app's own closing (a dialog's OK that navigates must not also count as its cancel).
        const ours = pending;
        listener(update);
        if (pending) settle();
        if (!ours && update.action === 'POP') for (const subscriber of [...subscribers]) subscriber();
      }),
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    createHref: (to: To) => history.createHref(to),
    createURL: history.createURL?.bind(history),
    encodeLocation: history.encodeLocation?.bind(history),
    push: (to, givenState, options) =>
      run(() => {
        noteScrollIntent(options?.preventScrollReset);
        // Counted from the page under any overlay: replacing an overlay's entry is a step forward.
        const state = withAuthDetour(history.location, pathnameOf(to), givenState);
        const overlays = depth();
        if (overlays === 0) return history.push(to, state, options);
        back(overlays - 1);
        run(() => history.replace(to, state, options));
      }),
    replace: (to, givenState, options) =>
      run(() => {
        noteScrollIntent(options?.preventScrollReset);
        const state = keepAuthDetour(history.location, pathnameOf(to), givenState);
        back(depth());
        run(() => history.replace(to, state, options));
      }),
    go: (delta) =>
      run(() => {
        if (delta < 0) back(-delta + depth());
        else history.go(delta);
      }),
    openOverlay: (id) =>
      run(() => {
        const { pathname, search, hash, state } = history.location;
        const current = state && typeof state === 'object' ? state : {};
        history.push({ pathname, search, hash }, { ...current, overlays: [...overlaysOf(state), id] });
      }),
    closeOverlay: (id) =>
      run(() => {
        if (overlaysOf(history.location.state).at(-1) === id) back(1);
      }),
  };
}
