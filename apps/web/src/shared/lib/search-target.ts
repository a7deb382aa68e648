// Spec §2: the hall search/home/slot/event pages use the hall search filter instead of the general search,
// and a product page passes its id to the general search.
const HALL_SEARCH_PAGES = [
  '/weddinghall/search-filter',
  '/weddinghall/home',
  '/weddinghall/slot',
  '/weddinghall/event',
];

export function searchTarget(pathname: string, productId?: string): string {
  if (HALL_SEARCH_PAGES.includes(pathname)) return '/weddinghall/search-filter?hidetop=true';
  if (productId) return `/search?${new URLSearchParams({ productId }).toString()}`;
  return '/search';
}
