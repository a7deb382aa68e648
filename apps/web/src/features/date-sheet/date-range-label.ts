// The short text of a chosen date range, for the slot list's date chip and the sheet's apply button.
import type { DateRangeState } from '@wedding/domain/date-range-picker';
import { parseIsoDate } from '@wedding/domain/seoul-calendar';
import { currentSeoulYear, splitYearMonth } from './korean-date.ts';

/** More months than this collapse to '3월 외 2개월' so a chip stays one short line. */
const LISTED_MONTHS = 2;

/**
 * Null when nothing is chosen. The year shows only when it is not this (Seoul) year, and on a range's end
 * only when it differs from the start's: '3월 13일', '3월 13일 ~ 3월 20일', '12월 28일 ~ 2027년 1월 3일',
 * '2027년 3월', '3월 · 4월', '3월 외 2개월'. A start alone reads as that single day, which is how it is applied.
 */
export function dateRangeLabel(state: DateRangeState, now: Date = new Date()): string | null {
  const thisYear = currentSeoulYear(now);
  if (state.startDate) {
    const start = parseIsoDate(state.startDate);
    const end = state.endDate && state.endDate !== state.startDate ? parseIsoDate(state.endDate) : null;
    if (!start) return null;
    const startText = dayText(start, start.year !== thisYear);
    if (!end) return startText;
    return `${startText} ~ ${dayText(end, end.year !== start.year)}`;
  }
  if (state.months.length === 0) return null;
  const months = state.months.map(splitYearMonth);
  const listed = months.length > LISTED_MONTHS ? months.slice(0, 1) : months;
  const parts = listed.map((m, i) => {
    const previousYear = i === 0 ? thisYear : (listed[i - 1]?.year ?? thisYear);
    return m.year !== previousYear ? `${m.year}년 ${m.month}월` : `${m.month}월`;
  });
  if (months.length > LISTED_MONTHS) return `${parts[0]} 외 ${months.length - 1}개월`;
  return parts.join(' · ');
}

function dayText(date: { year: number; month: number; day: number }, withYear: boolean): string {
  return `${withYear ? `${date.year}년 ` : ''}${date.month}월 ${date.day}일`;
}
