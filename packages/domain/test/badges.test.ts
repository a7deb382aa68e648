import { describe, expect, it } from 'vitest';
import { hallBadges, hallLevelsOf } from '../src/badges.ts';
import { HOLD_FEATURE_NAME } from '../src/enums.ts';

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
      { code: 'INSTANT_SLOT', label: '즉시 잔여일정 확보' },
    ]);
  });

  it("names the hold as the spec does, a hold ('확보') and not a confirmed booking ('확정'), with the hold page's name (issue 25)", () => {
    // spec §9: 'CONTRACT (instant remaining-slot hold)'; the hold page is titled HOLD_FEATURE_NAME.
    const [badge] = hallBadges({ contractUsed: true });
    expect(badge!.label).not.toContain('확정');
    expect(badge!.label).toBe(`즉시 ${HOLD_FEATURE_NAME}`);
    expect(HOLD_FEATURE_NAME).toBe('잔여일정 확보');
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
