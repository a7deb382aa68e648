import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Heights measured per list (keyed by its query), kept after the page is left; see useWindowRange. */
const measuredHeights = new Map<string, Map<number, number>>();

type Options = {
  /** Item keys in list order. */
  keys: readonly number[];
  /** Identifies the list: its measured heights are kept under this key. */
  listKey: string;
  /** Height assumed for an item not measured yet. */
  estimatePx: number;
  /** Extra height rendered above and below the screen, so a fling shows no blank. */
  overscanPx: number;
};

export type WindowRange = {
  /** Ref for the list element, which is as tall as all items together. */
  listRef: (element: HTMLElement | null) => void;
  totalHeight: number;
  /** The items to render now: index and offset from the list's top. */
  items: { index: number; key: number; offset: number }[];
  /** Ref for a rendered item: measures it, and again whenever its size changes. */
  measure: (key: number) => (element: HTMLElement | null) => void;
};

/** The first index whose bottom lies below `y` (binary search over the ascending item offsets). */
function firstBelow(offsets: number[], heights: number[], y: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] ?? 0) + (heights[mid] ?? 0) <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Windowing on the page's own scroll: only the items near the screen are rendered, placed by their offset in
 * a list as tall as all of them. Heights are measured as items render and kept per list, so coming back the
 * list is as tall as it was and the browser's scroll restoration lands on the same item. An item above the
 * screen that turns out taller or shorter than assumed moves the scroll by the difference, so what the user
 * is reading stays put.
 */
export function useWindowRange({ keys, listKey, estimatePx, overscanPx }: Options): WindowRange {
  const heights = useMemo(() => {
    let map = measuredHeights.get(listKey);
    if (!map) {
      map = new Map();
      measuredHeights.set(listKey, map);
    }
    return map;
  }, [listKey]);
  const [version, setVersion] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  const list = useRef<HTMLElement | null>(null);

  // version stands for the measured heights: a new measurement changes the layout without changing `keys`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is read only to recompute
  const layout = useMemo(() => {
    const offsets: number[] = [];
    const sizes: number[] = [];
    let total = 0;
    for (const key of keys) {
      const size = heights.get(key) ?? estimatePx;
      offsets.push(total);
      sizes.push(size);
      total += size;
    }
    return { offsets, sizes, total };
  }, [keys, heights, estimatePx, version]);
  const latestLayout = useRef(layout);
  latestLayout.current = layout;

  const readViewport = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // The screen relative to the list's top: negative while the list starts below the top of the screen.
    const top = -element.getBoundingClientRect().top;
    setViewport((current) =>
      current.top === top && current.height === window.innerHeight ? current : { top, height: window.innerHeight },
    );
  }, []);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        readViewport();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [readViewport]);
  // After every layout change (a page landed, a measurement), the screen is read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: layout is the trigger, not an input
  useLayoutEffect(readViewport, [readViewport, layout]);

  const latestKeys = useRef(keys);
  latestKeys.current = keys;
  const observers = useRef(new Map<number, ResizeObserver>());
  useEffect(
    () => () => {
      for (const observer of observers.current.values()) observer.disconnect();
    },
    [],
  );
  // One ref callback per item, kept across renders, so React does not detach and re-measure every card.
  const refs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (heights) starts a new set of refs
  useMemo(() => refs.current.clear(), [heights]);
  const measure = useCallback(
    (key: number) => {
      const cached = refs.current.get(key);
      if (cached) return cached;
      const ref = (element: HTMLElement | null) => {
        observers.current.get(key)?.disconnect();
        observers.current.delete(key);
        if (!element) return;
        const record = () => {
          const size = Math.round(element.getBoundingClientRect().height);
          const before = heights.get(key) ?? estimatePx;
          if (size === 0 || size === before) return;
          heights.set(key, size);
          // Above the screen: keep what the user reads still by moving the scroll with it.
          const index = latestKeys.current.indexOf(key);
          const listTop = list.current ? list.current.getBoundingClientRect().top : 0;
          const offset = latestLayout.current.offsets[index] ?? 0;
          if (index >= 0 && offset + before <= -listTop) window.scrollBy(0, size - before);
          setVersion((v) => v + 1);
        };
        record();
        if (typeof ResizeObserver !== 'undefined') {
          const observer = new ResizeObserver(record);
          observer.observe(element);
          observers.current.set(key, observer);
        }
      };
      refs.current.set(key, ref);
      return ref;
    },
    [heights, estimatePx],
  );

  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);

  const { offsets, sizes, total } = layout;
  const from = firstBelow(offsets, sizes, viewport.top - overscanPx);
  const to = firstBelow(offsets, sizes, viewport.top + viewport.height + overscanPx);
  const items: WindowRange['items'] = [];
  // Before the first read (no height yet) a screenful from the top is rendered.
  const end = viewport.height === 0 ? Math.min(keys.length, 8) : Math.min(keys.length, to + 1);
  for (let index = viewport.height === 0 ? 0 : from; index < end; index++) {
    items.push({ index, key: keys[index] ?? index, offset: offsets[index] ?? 0 });
  }
  return { listRef, totalHeight: total, items, measure };
}
