import { describe, expect, it } from 'vitest';
import {
  HALL_DETAIL_TAB_LABELS,
  hallDetailButtonLabel,
  hallDetailTabs,
  isHallNoticeVisible,
  resolveHallDetailTab,
} from '../src/hall-detail.ts';

describe('spec §2 hall detail tabs: 1 info, 2 remaining slots, 3 photos, 4 reviews; tab 2 only when the hall uses contracts', () => {
  it('shows all four tabs for contract halls', () => {
    expect(hallDetailTabs(true)).toEqual([1, 2, 3, 4]);
  });

  it('hides the remaining-slots tab otherwise', () => {
    expect(hallDetailTabs(false)).toEqual([1, 3, 4]);
    expect(hallDetailTabs(null)).toEqual([1, 3, 4]);
  });

  it('opens the tab a tabId link asks for, falling back to info', () => {
    expect(resolveHallDetailTab('2', true)).toBe(2);
    expect(resolveHallDetailTab('2', false)).toBe(1);
    expect(resolveHallDetailTab('4', false)).toBe(4);
    expect(resolveHallDetailTab(null, true)).toBe(1);
    expect(resolveHallDetailTab('9', true)).toBe(1);
  });

  it('labels the tabs in Korean', () => {
    expect(Object.values(HALL_DETAIL_TAB_LABELS)).toEqual(['정보', '잔여일정', '사진', '후기']);
  });
});

describe('spec §2 bottom button label is 방문 및 할인 문의 on tabs 1 and 4, empty on tabs 2 and 3', () => {
  it.each([
    [1, '방문 및 할인 문의'],
    [2, ''],
    [3, ''],
    [4, '방문 및 할인 문의'],
  ] as const)('tab %i → %j', (tab, label) => {
    expect(hallDetailButtonLabel(tab)).toBe(label);
  });
});

describe('spec §2 notice bar shows only on the info tab while the notice expiration date is in the future', () => {
  const now = new Date('2026-11-21T12:00:00+09:00');

  it('shows on the info tab before expiry', () => {
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: '2026-11-21T12:00:01+09:00', now })).toBe(true);
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: '2026-12-01 00:00:00', now })).toBe(true);
  });

  it('hides at and after expiry', () => {
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: '2026-11-21T12:00:00+09:00', now })).toBe(false);
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: '2026-11-20', now })).toBe(false);
  });

  it('hides on other tabs and without a date', () => {
    expect(isHallNoticeVisible({ tabId: 4, expirationDateOfNotice: '2027-01-01', now })).toBe(false);
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: null, now })).toBe(false);
    expect(isHallNoticeVisible({ tabId: 1, expirationDateOfNotice: 'soon', now })).toBe(false);
  });
});
