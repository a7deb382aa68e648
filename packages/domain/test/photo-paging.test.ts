import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, PHOTO_INFINITE_SCROLL_THRESHOLD } from '../src/constants.ts';
import { isPhotoListEnd, shouldLoadNextPhotoPage } from '../src/photo-paging.ts';

describe('spec §4 photo paging: the end is flagged when a page returns zero or the total is reached', () => {
  it('pages hold 21 photos and the next loads at 0.7 of the list (spec §9)', () => {
    expect(PAGE_SIZE.PHOTOS).toBe(21);
    expect(PHOTO_INFINITE_SCROLL_THRESHOLD).toBe(0.7);
  });
  it('ends on an empty page even when the total says more', () => {
    expect(isPhotoListEnd({ lastPageSize: 0, loaded: 21, total: 50 })).toBe(true);
  });
  it('ends when the total is reached', () => {
    expect(isPhotoListEnd({ lastPageSize: 21, loaded: 42, total: 42 })).toBe(true);
    expect(isPhotoListEnd({ lastPageSize: 8, loaded: 29, total: 29 })).toBe(true);
  });
  it('goes on while a full page came and the total is not reached', () => {
    expect(isPhotoListEnd({ lastPageSize: 21, loaded: 21, total: 22 })).toBe(false);
  });
  it('asks for the next page from 70 % of the list', () => {
    expect(shouldLoadNextPhotoPage({ scrolledTo: 699, listHeight: 1000 })).toBe(false);
    expect(shouldLoadNextPhotoPage({ scrolledTo: 700, listHeight: 1000 })).toBe(true);
    expect(shouldLoadNextPhotoPage({ scrolledTo: 0, listHeight: 0 })).toBe(false);
  });
});
