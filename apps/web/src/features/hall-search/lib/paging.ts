import type { HallSearchResponse } from '@wedding/contract/hall-search';

/**
 * Where the next page starts, or undefined at the end: a page shorter than asked is the last one, and so
 * is the page that reaches the total (the total can change between pages; either signal ends the list).
 */
export function nextFetchStart(
  pages: readonly HallSearchResponse[],
  last: HallSearchResponse,
  pageSize: number,
): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.item.length, 0);
  if (last.item.length < pageSize || loaded >= last.total) return undefined;
  return loaded;
}
