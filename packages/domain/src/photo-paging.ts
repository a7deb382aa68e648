// Photo paging of spec §4: pages of 21 (initial, then add); the end is flagged when a page returns zero or
// the total is reached. The next page is asked for once the reader passes 70 % of the list (spec §9).
import { PHOTO_INFINITE_SCROLL_THRESHOLD } from './constants.ts';

export function isPhotoListEnd({
  lastPageSize,
  loaded,
  total,
}: {
  lastPageSize: number;
  loaded: number;
  total: number;
}): boolean {
  return lastPageSize === 0 || loaded >= total;
}

/** True once the visible part of the list reaches 70 % of its height. */
export function shouldLoadNextPhotoPage({
  scrolledTo,
  listHeight,
}: {
  scrolledTo: number;
  listHeight: number;
}): boolean {
  return listHeight > 0 && scrolledTo / listHeight >= PHOTO_INFINITE_SCROLL_THRESHOLD;
}
