/**
 * The next `fetchStart` of a list paged by offset with a total: what is loaded so far, until everything is, or
 * a page comes back empty (the list shrank meanwhile). Undefined ends the paging.
 */
export function nextFetchStart(
  last: { item: readonly unknown[]; total: number },
  pages: readonly { item: readonly unknown[] }[],
) {
  const loaded = pages.reduce((sum, page) => sum + page.item.length, 0);
  return last.item.length > 0 && loaded < last.total ? loaded : undefined;
}
