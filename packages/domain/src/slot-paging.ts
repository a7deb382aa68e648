// When infinite lists fetch their next page (spec §4).
import { PAGE_SIZE, SLOT_LOAD_NEXT_SCROLL_RATIO } from './constants.ts';

export type SlotScrollState = {
  scrollTop: number;
  viewportHeight: number;
  pageHeight: number;
  isLoading: boolean;
  /** Items in the most recently loaded page. */
  lastPageSize: number;
};

/**
 * Slots load the next page once the bottom of the viewport passes 60% of the page height, nothing
 * is loading, and the last page was full (exactly 30): a shorter page means there is no next one.
 */
export function shouldLoadNextSlotPage({
  scrollTop,
  viewportHeight,
  pageHeight,
  isLoading,
  lastPageSize,
}: SlotScrollState): boolean {
  if (isLoading || lastPageSize !== PAGE_SIZE.SLOTS || pageHeight <= 0) return false;
  return scrollTop + viewportHeight > pageHeight * SLOT_LOAD_NEXT_SCROLL_RATIO;
}

/**
 * Photo and review lists stop when a page comes back empty or, where the API reports a total,
 * when that many items are loaded.
 */
export function reachedEnd(itemsLoaded: number, total: number | null | undefined, lastPageCount: number): boolean {
  if (lastPageCount === 0) return true;
  return total != null && itemsLoaded >= total;
}

/** The fetchStart of the next page for fetchStart/fetchSize lists: the number of items already loaded. */
export function nextFetchStart(pages: readonly (readonly unknown[])[]): number {
  return pages.reduce((sum, page) => sum + page.length, 0);
}
