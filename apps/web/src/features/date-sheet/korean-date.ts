// Korean calendar wording for the sheet: short labels for chips and buttons, full ones for screen readers.
import { formatKoreanDate, WEEKDAY_NAMES } from '@wedding/domain/korean-date';
import { parseIsoDate, seoulCalendarDate, weekday } from '@wedding/domain/seoul-calendar';

/** Column headers of the Sunday-first grid. */
export const WEEKDAY_HEADERS = WEEKDAY_NAMES;

export function currentSeoulYear(now: Date): number {
  return seoulCalendarDate(now).year;
}

/** '2027-03' → { year: 2027, month: 3 }. */
export function splitYearMonth(yearMonth: string): { year: number; month: number } {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return { year, month };
}

/** '2027-03-13' → '2027년 3월 13일 토요일', what a screen reader says for a day cell. */
export const fullDayLabel = formatKoreanDate;

/** 0 = Sunday … 6 = Saturday, for the red/blue weekend colours. */
export function weekdayOf(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  return date ? weekday(date) : -1;
}
