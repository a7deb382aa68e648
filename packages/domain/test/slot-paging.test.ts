import { describe, expect, it } from 'vitest';
import { nextFetchStart, reachedEnd, shouldLoadNextSlotPage } from '../src/slot-paging.ts';

// Page 1000 px high; the viewport's bottom edge is scrollTop + 400.
const base = { viewportHeight: 400, pageHeight: 1000, isLoading: false, lastPageSize: 30 };

describe('spec §4 slot paging: advances when scroll passes 60% of page height, nothing is loading, and the last page held exactly 30 items', () => {
  it('loads once the viewport bottom passes 60% of the page (600 px of 1000)', () => {
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 199 })).toBe(false);
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 200 })).toBe(false); // exactly at 60%
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 201 })).toBe(true);
  });

  it('waits while a page is loading', () => {
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 500, isLoading: true })).toBe(false);
  });

  it('needs the last page to hold exactly 30 items: 29 means the list ended', () => {
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 500, lastPageSize: 30 })).toBe(true);
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 500, lastPageSize: 29 })).toBe(false);
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 500, lastPageSize: 0 })).toBe(false);
  });

  it('does nothing before the page has a height', () => {
    expect(shouldLoadNextSlotPage({ ...base, scrollTop: 0, pageHeight: 0 })).toBe(false);
  });
});

describe('spec §4 photo and review paging: the end is flagged when a page returns zero or the total is reached', () => {
  it('ends on an empty page', () => {
    expect(reachedEnd(40, null, 0)).toBe(true);
    expect(reachedEnd(40, 100, 0)).toBe(true);
  });

  it('ends when the total is reached', () => {
    expect(reachedEnd(41, 42, 21)).toBe(false);
    expect(reachedEnd(42, 42, 21)).toBe(true);
    expect(reachedEnd(42, 42, 0)).toBe(true);
  });

  it('continues while pages come back non-empty and no total says otherwise', () => {
    expect(reachedEnd(20, undefined, 20)).toBe(false);
    expect(reachedEnd(25, null, 5)).toBe(false);
  });

  it('computes the next fetchStart from the pages loaded', () => {
    expect(nextFetchStart([])).toBe(0);
    expect(nextFetchStart([Array(21).fill(0), Array(21).fill(0)])).toBe(42);
  });
});
