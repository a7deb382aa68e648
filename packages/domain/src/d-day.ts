// The main header's wedding countdown (spec §2): calendar days in Seoul, so the label turns over
// at Korean midnight whatever the device or server clock's zone.
import { parseInstant } from './instant.ts';
import { dayNumber, parseIsoDate, seoulCalendarDate } from './seoul-calendar.ts';

export const UNDECIDED_LABEL = '미정';

/**
 * Days from today (Seoul) to the wedding: positive before it, 0 on the day, negative after.
 * Accepts a plain date or a timestamp (taken as the Seoul day it falls on).
 */
export function daysUntil(weddingDate: string, now: Date): number | null {
  const date = parseIsoDate(weddingDate) ?? instantDate(weddingDate);
  if (!date) return null;
  return dayNumber(date) - dayNumber(seoulCalendarDate(now));
}

function instantDate(value: string) {
  const at = parseInstant(value);
  return at ? seoulCalendarDate(at) : null;
}

/** 'D-123' before the wedding, 'D-Day' on it, 'D+5' after; '미정' when no (readable) date is set. */
export function dDayLabel(weddingDate: string | null | undefined, now: Date): string {
  if (!weddingDate) return UNDECIDED_LABEL;
  const days = daysUntil(weddingDate, now);
  if (days === null) return UNDECIDED_LABEL;
  if (days === 0) return 'D-Day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}
