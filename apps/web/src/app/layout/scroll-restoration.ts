import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';
import { isOverlayMove } from '../../shared/lib/overlay-entries.ts';
import { takeKeepScroll } from '../../shared/lib/scroll-intent.ts';
import { scrollWhenTall } from '../../shared/lib/scroll-when-tall.ts';

// Scroll positions by history entry (location.key), kept in sessionStorage so a reload lands where the couple
// was. The browser's own restoration is off: it would scroll before the page's content is there.
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | null = null;
// The last position seen on the page being left: read from scroll events, because by the time the new page
// is committed the old one's height (and so scrollY) may already have changed.
let lastY = 0;

function saved(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
  } catch {
    // Storage full or refused (private mode): positions are then kept for this page's life only.
  }
}

/** Whether back, forward or a reload will put the history entry `key` at a saved position. */
export function hasSavedScrollPosition(key: string): boolean {
  return typeof saved()[key] === 'number';
}

/**
 * What React Router's data-router <ScrollRestoration> did, for the declarative router: back and forward
 * return to the saved position, a new page starts at the top (or at its #hash), and a reload restores it.
 * Opening or closing an overlay moves between entries of the same page (decision 0039): the page stays put.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const currentKey = useRef('');
  const previous = useRef<Location | null>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY = window.scrollY;
    const onScroll = () => {
      lastY = window.scrollY;
    };
    const onHide = () => {
      saved()[currentKey.current] = window.scrollY;
      persist();
      // A page left for another site comes back by the browser's own means.
      window.history.scrollRestoration = 'auto';
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  useLayoutEffect(() => {
    const { key } = location;
    const first = firstRender.current;
    firstRender.current = false;
    currentKey.current = key;
    const overlayMove = previous.current !== null && isOverlayMove(previous.current, location);
    previous.current = location;
    const y = saved()[key];
    // The page under an overlay has not moved; its entry's saved position may be older than where it is.
    // A position below what has rendered yet (a section that appears when near, a list's later pages) is
    // reached when the page grows to it.
    // A move that asked to keep the position (preventScrollReset) keeps it, as the data router's did.
    const keep = takeKeepScroll();
    let cancel: (() => void) | undefined;
    if (!overlayMove) {
      if (typeof y === 'number') cancel = scrollWhenTall(y);
      else if (!first && !keep) scrollToHashOrTop(location.hash);
    }
    lastY = window.scrollY;
    return () => {
      cancel?.();
      saved()[key] = lastY;
    };
    // Each move is a new location object (a new entry, or a new hash on it); a re-render is not.
  }, [location]);
}

function scrollToHashOrTop(hash: string) {
  if (hash) {
    try {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    } catch {
      // Not a decodable id: fall through to the top.
    }
  }
  window.scrollTo(0, 0);
}
