import { parseIsoDate } from '@wedding/domain/seoul-calendar';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** '2027년 5월 15일 토요일' for a plain calendar date (no time zone involved). */
export function formatKoreanDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${date.year}년 ${date.month}월 ${date.day}일 ${weekday}요일`;
}
