// Year-month arithmetic for the 24-month windows of spec §9 (date pickers, slots, wedding open date).
import { DATE_PICKER_MONTHS } from './constants.ts';
import { pad2, seoulCalendarDate } from './seoul-calendar.ts';

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isYearMonth(value: string): boolean {
  return YEAR_MONTH.test(value);
}

/** 'YYYY-MM' of the Seoul calendar month containing `now`. */
export function currentYearMonth(now: Date): string {
  const { year, month } = seoulCalendarDate(now);
  return `${year}-${pad2(month)}`;
}

/** '2026-11' + 2 → '2027-01'; negative counts go back. */
export function addMonths(yearMonth: string, count: number): string {
  const m = YEAR_MONTH.exec(yearMonth);
  if (!m) throw new RangeError(`Invalid year-month: ${yearMonth}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + count;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** `count` consecutive months starting with the current Seoul month. */
export function monthWindow(now: Date, count: number = DATE_PICKER_MONTHS): string[] {
  const first = currentYearMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}
