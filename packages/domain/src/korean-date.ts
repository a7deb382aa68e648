// Korean wording of plain calendar dates and ceremony times. Wedding dates are Seoul calendar days
// ('YYYY-MM-DD'), so no time zone maths happens here.
import { parseIsoDate, weekday } from './seoul-calendar.ts';

/** Sunday first, as Korean calendars are printed. */
export const WEEKDAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '2027-03-13' → '2027년 3월 13일 토요일' (details, screen-reader labels). */
export function formatKoreanDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return `${date.year}년 ${date.month}월 ${date.day}일 ${WEEKDAY_NAMES[weekday(date)]}요일`;
}

/** '2027-03-13' → '2027년 3월 13일 (토)' (cards). */
export function formatKoreanDateWithDay(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  return `${date.year}년 ${date.month}월 ${date.day}일 (${WEEKDAY_NAMES[weekday(date)]})`;
}

/** '2027-03-13' → '3월 13일', where the year is noise. */
export function formatMonthDay(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? `${date.month}월 ${date.day}일` : isoDate;
}

/** '13:00' → '오후 1시', '11:30' → '오전 11시 30분': how halls announce a ceremony time. */
export function formatWeddingTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const half = hour < 12 ? '오전' : '오후';
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${half} ${clock}시${minute ? ` ${minute}분` : ''}`;
}
