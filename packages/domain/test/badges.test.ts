import { describe, expect, it } from 'vitest';
import { hallBadges, hallLevelsOf } from '../src/badges.ts';

describe("spec §4 badges: 'instant visit booking' when consulting slots are displayed and used; 'instant remaining-slot claim' when contract is used", () => {
  it('shows instant visit booking only when consulting slots are displayed AND consulting is used', () => {
    expect(hallBadges({ consultingSlotsDisplayed: true, consultingUsed: true, contractUsed: false })).toEqual([
      { code: 'INSTANT_VISIT', label: '즉시 방문예약' },
    ]);
    expect(hallBadges({ consultingSlotsDisplayed: true, consultingUsed: false, contractUsed: false })).toEqual([]);
    expect(hallBadges({ consultingSlotsDisplayed: false, consultingUsed: true, contractUsed: false })).toEqual([]);
  });

  it('shows instant remaining-slot claim when contract is used', () => {
    expect(hallBadges({ consultingSlotsDisplayed: false, consultingUsed: false, contractUsed: true })).toEqual([
      { code: 'INSTANT_SLOT', label: '잔여일정 즉시 확정' },
    ]);
  });

  it('shows both, visit first', () => {
    expect(
      hallBadges({ consultingSlotsDisplayed: true, consultingUsed: true, contractUsed: true }).map((b) => b.code),
    ).toEqual(['INSTANT_VISIT', 'INSTANT_SLOT']);
  });

  it('shows none when the flags are missing', () => {
    expect(hallBadges({})).toEqual([]);
    expect(hallBadges({ consultingSlotsDisplayed: null, consultingUsed: null, contractUsed: null })).toEqual([]);
  });
});

describe('hallLevelsOf: the level chips a hall answers to are its badges', () => {
  it("RESERVE needs consulting slots shown and used, like the '즉시 방문예약' badge; CONTRACT needs contracts", () => {
    expect(hallLevelsOf({ consultingSlotsDisplayed: true, consultingUsed: true, contractUsed: false })).toEqual([
      'RESERVE',
    ]);
    expect(hallLevelsOf({ consultingSlotsDisplayed: true, consultingUsed: false, contractUsed: false })).toEqual([]);
    expect(hallLevelsOf({ consultingSlotsDisplayed: true, consultingUsed: true, contractUsed: true })).toEqual([
      'RESERVE',
      'CONTRACT',
    ]);
    expect(hallLevelsOf({ contractUsed: true })).toEqual(['CONTRACT']);
  });
});
