import { guaranteeStopLabel } from '@wedding/domain/guarantee-filter';
import { formatKoreanDateWithDay as formatSlotDate } from '@wedding/domain/korean-date';
import { describe, expect, it } from 'vitest';
import { nextSlotPage } from '../../src/features/slots/api/get-slots.ts';
import { dayChipLabel, guaranteeChipLabel, timeChipLabel } from '../../src/features/slots/lib/chip-labels.ts';
import { patchSlotLike } from '../../src/features/slots/lib/patch-slot-like.ts';
import { DEFAULT_SLOT_FILTERS, readSlotFilters, writeSlotFilters } from '../../src/features/slots/lib/slot-filters.ts';
import { slotListQuery } from '../../src/features/slots/lib/slot-query.ts';
import { slotTotalLabel } from '../../src/features/slots/lib/total-label.ts';
import { slot, slots } from './slot-fixtures.ts';

const read = (search: string) => readSlotFilters(new URLSearchParams(search));

describe('slot filters in the URL', () => {
  it('a clean URL is the default: final price low to high, no filters', () => {
    expect(read('')).toEqual(DEFAULT_SLOT_FILTERS);
    expect(DEFAULT_SLOT_FILTERS.sortType).toBe('FINAL_PRICE_ASC');
  });

  it('round-trips every filter and keeps keys that belong to the page', () => {
    const state = {
      sortType: 'GUARANTEE_DESC' as const,
      dayOfWeeks: ['FRIDAY' as const, 'SUNDAY' as const],
      weddingTimes: ['11:00', '20:00'],
      minGuarantee: 100,
      maxGuarantee: 250,
      dateRange: { startDate: null, endDate: null, months: ['2027-03', '2027-04'] },
    };
    const params = writeSlotFilters(new URLSearchParams('tabId=2'), state);
    expect(params.get('tabId')).toBe('2');
    expect(params.get('dayOfWeeks')).toBe('FRIDAY,SUNDAY');
    expect(params.get('months')).toBe('2027-03,2027-04');
    expect(readSlotFilters(params)).toEqual(state);
  });

  it('drops values it cannot use instead of breaking the page', () => {
    const state = read(
      'sortType=CHEAPEST&dayOfWeeks=MONDAY,SATURDAY&weddingTimes=08:00,13:00&minGuarantee=abc&maxGuarantee=9999&months=2027-13,2027-05',
    );
    expect(state.sortType).toBe('FINAL_PRICE_ASC');
    expect(state.dayOfWeeks).toEqual(['SATURDAY']);
    expect(state.weddingTimes).toEqual(['13:00']);
    expect(state.minGuarantee).toBeNull();
    expect(state.maxGuarantee).toBeNull();
    expect(state.dateRange.months).toEqual(['2027-05']);
  });

  it('a start date alone reads as that single day; dates win over months', () => {
    expect(read('startDate=2027-03-13&months=2027-04').dateRange).toEqual({
      startDate: '2027-03-13',
      endDate: '2027-03-13',
      months: [],
    });
  });
});

describe('the API query of a filter state', () => {
  it('sends guarantee bounds raw and leaves out a bound at its end stop (0 and 350)', () => {
    expect(slotListQuery({ ...DEFAULT_SLOT_FILTERS, minGuarantee: 120, maxGuarantee: null })).toEqual({
      sortType: 'FINAL_PRICE_ASC',
      minGuarantee: 120,
    });
    expect(slotListQuery({ ...DEFAULT_SLOT_FILTERS, minGuarantee: null, maxGuarantee: 300 })).toEqual({
      sortType: 'FINAL_PRICE_ASC',
      maxGuarantee: 300,
    });
  });

  it('applies the date range through the domain (start alone = single day) and merges fixed conditions', () => {
    const query = slotListQuery(
      {
        ...DEFAULT_SLOT_FILTERS,
        weddingTimes: ['20:00'],
        dateRange: { startDate: '2027-03-13', endDate: null, months: [] },
      },
      { discounted: true },
    );
    expect(query).toEqual({
      discounted: true,
      sortType: 'FINAL_PRICE_ASC',
      startDate: '2027-03-13',
      endDate: '2027-03-13',
      weddingTimes: ['20:00'],
    });
  });
});

describe('chip labels', () => {
  it('say what is chosen', () => {
    expect(dayChipLabel(['SATURDAY'])).toBe('토요일');
    expect(dayChipLabel(['FRIDAY', 'SUNDAY'])).toBe('금 · 일');
    expect(dayChipLabel([])).toBeNull();
    expect(timeChipLabel(['20:00'])).toBe('20:00 ~');
    expect(timeChipLabel(['11:00', '12:00', '20:00'])).toBe('11:00 외 2');
    expect(guaranteeChipLabel(100, 300)).toBe('100명 ~ 300명');
    expect(guaranteeChipLabel(100, null)).toBe('100명 이상');
    expect(guaranteeChipLabel(null, 300)).toBe('300명 이하');
    expect(guaranteeChipLabel(null, null)).toBeNull();
    expect(guaranteeStopLabel(350)).toBe('350명 이상');
    expect(guaranteeStopLabel(340)).toBe('340명');
  });
});

describe('slot paging rule (spec §4: a next page only after exactly 30)', () => {
  it('asks for page 2 after a full first page, and not after 29', () => {
    const full = { item: slots(30), total: 75, totalCapped: false };
    expect(nextSlotPage(full, [full])).toBe(2);
    const short = { item: slots(29), total: 29, totalCapped: false };
    expect(nextSlotPage(short, [short])).toBeUndefined();
  });

  it('stops when the total is reached even if the last page was full', () => {
    const first = { item: slots(30), total: 60, totalCapped: false };
    const second = { item: slots(30, 31), total: 60, totalCapped: false };
    expect(nextSlotPage(second, [first, second])).toBeUndefined();
  });

  it('goes on past a capped total (10,000개 이상): the cap is not the end of the list', () => {
    const pages = Array.from({ length: 334 }, (_, i) => ({
      item: slots(30, i * 30 + 1),
      total: 10_000,
      totalCapped: true,
    }));
    expect(nextSlotPage(pages.at(-1)!, pages)).toBe(335);
    expect(slotTotalLabel({ total: 10_000, totalCapped: true })).toBe('10,000개 이상');
    expect(slotTotalLabel({ total: 9_999, totalCapped: false })).toBe('9,999개');
  });
});

describe('formatting and cache updates', () => {
  it('dates read the Korean way with the weekday', () => {
    expect(formatSlotDate('2027-03-13')).toBe('2027년 3월 13일 (토)');
    expect(formatSlotDate('2026-12-25')).toBe('2026년 12월 25일 (금)');
  });

  it('a like answer patches the slot in infinite pages and keeps other references', () => {
    const other = slot({ weddingDayId: 2 });
    const data = { pages: [{ item: [slot({ weddingDayId: 1 }), other], total: 2 }], pageParams: [1] };
    const next = patchSlotLike(data, 1, true);
    expect(next.pages[0]?.item[0]?.isLike).toBe(true);
    expect(next.pages[0]?.item[1]).toBe(other);
    expect(patchSlotLike(data, 99, true)).toBe(data);
    expect(patchSlotLike({ item: slot({ weddingDayId: 5 }) }, 5, true).item.isLike).toBe(true);
  });
});
