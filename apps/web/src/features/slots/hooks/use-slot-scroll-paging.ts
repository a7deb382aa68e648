import { SLOT_SCROLL_THROTTLE_MS } from '@wedding/domain/constants';
import { shouldLoadNextSlotPage } from '@wedding/domain/slot-paging';
import { useEffect, useRef } from 'react';
import { throttle } from '../lib/throttle.ts';

type Paging = {
  /** Items in the most recently loaded page (0 before the first arrives). */
  lastPageSize: number;
  /** Any fetch of this list is running: the first page, the next one or a refetch. */
  isLoading: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => void;
};

function pageScroll() {
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Spec §4/§9: the next page loads once the scroll passes 60% of the page height, nothing is loading and the
 * last page held exactly 30; the scroll handler runs at most every 200 ms. The rule itself is the domain's.
 */
export function useSlotScrollPaging(paging: Paging): void {
  const latest = useRef(paging);
  latest.current = paging;
  const check = useRef(() => {
    const { lastPageSize, isLoading, hasNextPage, fetchNextPage } = latest.current;
    if (hasNextPage && shouldLoadNextSlotPage({ ...pageScroll(), isLoading, lastPageSize })) fetchNextPage();
  }).current;

  useEffect(() => {
    const onScroll = throttle(check, SLOT_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [check]);

  // When a page lands while the reader already sits past 60%, no scroll event will come: look once more.
  useEffect(() => {
    if (!paging.isLoading) check();
  }, [paging.isLoading, check]);
}
