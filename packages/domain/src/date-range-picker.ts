// The date bottom sheet of spec §4 as a pure reducer: the UI dispatches taps, the sheet's
// "apply" sends applyDateRange(state). Dates are 'YYYY-MM-DD', months 'YYYY-MM'; both compare
// correctly as strings, so no date parsing is needed for the tap rules.
import { DATE_PICKER_MONTHS } from './constants.ts';
import { isYearMonth, monthWindow } from './months.ts';
import { daysInMonth, formatIsoDate, seoulToday, weekday } from './seoul-calendar.ts';

export type DateRangeState = { startDate: string | null; endDate: string | null; months: string[] };

export type DateRangeAction =
  | { type: 'tapDate'; date: string }
  | { type: 'toggleMonth'; month: string }
  | { type: 'reset' };

export const EMPTY_DATE_RANGE: DateRangeState = { startDate: null, endDate: null, months: [] };

/**
 * Tap rules: the first tap sets the start; a tap before the start restarts there; a tap on or after
 * the start sets the end (tapping the start again picks that single day); a tap once both are set
 * restarts. Picking any date clears the months, and toggling a month clears the dates.
 */
export function dateRangeReducer(state: DateRangeState, action: DateRangeAction): DateRangeState {
  switch (action.type) {
    case 'tapDate': {
      const { startDate, endDate } = state;
      const restart = startDate === null || endDate !== null || action.date < startDate;
      return restart
        ? { startDate: action.date, endDate: null, months: [] }
        : { startDate, endDate: action.date, months: [] };
    }
    case 'toggleMonth': {
      const months = state.months.includes(action.month)
        ? state.months.filter((m) => m !== action.month)
        : [...state.months, action.month].sort();
      return { startDate: null, endDate: null, months };
    }
    case 'reset':
      return { startDate: null, endDate: null, months: [] };
  }
}

/** What the slot and estimate calls receive; absent keys are simply not sent. */
export type DateRangeQuery = { startDate?: string; endDate?: string; months?: string[] };

/** A start alone applies as a single day (start = end); otherwise the chosen months, if any. */
export function applyDateRange(state: DateRangeState): DateRangeQuery {
  if (state.startDate) return { startDate: state.startDate, endDate: state.endDate ?? state.startDate };
  if (state.months.length > 0) return { months: [...state.months] };
  return {};
}

/** How a calendar cell is drawn. */
export type DayRole = 'start' | 'end' | 'single' | 'between' | null;

export function dayRole(state: DateRangeState, date: string): DayRole {
  const { startDate, endDate } = state;
  if (!startDate) return null;
  if (date === startDate) return endDate === null || endDate === startDate ? 'single' : 'start';
  if (!endDate) return null;
  if (date === endDate) return 'end';
  return date > startDate && date < endDate ? 'between' : null;
}

/** The sheet's month tab: 24 months from the current Seoul month. */
export function pickerMonths(now: Date): string[] {
  return monthWindow(now, DATE_PICKER_MONTHS);
}

/** Days before today (Seoul) cannot be picked: there are no slots in the past. */
export function isPastDate(date: string, now: Date): boolean {
  return date < seoulToday(now);
}

/**
 * A month as calendar rows of 7 cells, Sunday first as Korean calendars are printed; cells outside
 * the month are null so the grid keeps its shape.
 */
export function monthDays(yearMonth: string): (string | null)[][] {
  if (!isYearMonth(yearMonth)) throw new RangeError(`Invalid year-month: ${yearMonth}`);
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const cells: (string | null)[] = Array.from({ length: weekday({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(formatIsoDate({ year, month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
