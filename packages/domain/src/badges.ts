// Hall badges of spec §4, labelled as the hall-level filter chips (spec §9) so a badge and the
// chip that finds it read the same.
import { HALL_LEVELS, type HallLevel, labelOf } from './enums.ts';

export type HallBadgeCode = 'INSTANT_VISIT' | 'INSTANT_SLOT';
export type HallBadge = { code: HallBadgeCode; label: string };

export type HallBadgeInput = {
  consultingSlotsDisplayed?: boolean | null;
  consultingUsed?: boolean | null;
  contractUsed?: boolean | null;
};

/**
 * 'instant visit booking' when consulting slots are displayed and consulting is used;
 * 'instant remaining-slot claim' when the hall uses contracts. Visit first, as on the cards.
 */
export function hallBadges({ consultingSlotsDisplayed, consultingUsed, contractUsed }: HallBadgeInput): HallBadge[] {
  const badges: HallBadge[] = [];
  if (consultingSlotsDisplayed === true && consultingUsed === true) {
    badges.push({ code: 'INSTANT_VISIT', label: labelOf(HALL_LEVELS, 'RESERVE') });
  }
  if (contractUsed === true) badges.push({ code: 'INSTANT_SLOT', label: labelOf(HALL_LEVELS, 'CONTRACT') });
  return badges;
}

const LEVEL_OF_BADGE: Record<HallBadgeCode, HallLevel> = { INSTANT_VISIT: 'RESERVE', INSTANT_SLOT: 'CONTRACT' };

/**
 * The hall-level chips (spec §9) a hall answers to: exactly the badges it wears (spec §4), so the RESERVE
 * chip finds every '즉시 방문예약' hall and only those. The API's SQL filter implements this same rule.
 */
export function hallLevelsOf(input: HallBadgeInput): HallLevel[] {
  return hallBadges(input).map((badge) => LEVEL_OF_BADGE[badge.code]);
}
