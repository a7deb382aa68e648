// Hall badges of spec §4, labelled as the hall-level filter chips (spec §9) so a badge and the
// chip that finds it read the same.
import { HALL_LEVELS, labelOf } from './enums.ts';

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
