// Korean words for a visit's moment in messages (issue 28): '2026년 12월 5일 (토) 14:00', the way the 알림톡
// templates and the inbox print a visit time and a deadline. Seoul time (UTC+9, no daylight saving since 1988).
import { formatKoreanDateWithDay } from './korean-date.ts';
import { pad2 } from './seoul-calendar.ts';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A Seoul date and time of day → '2026년 12월 5일 (토) 14:00' ('14:00:00' reads the same). */
export function formatKoreanDateTime(isoDate: string, time: string): string {
  return `${formatKoreanDateWithDay(isoDate)} ${time.slice(0, 5)}`;
}

/** An instant as Seoul reads it → '2026년 12월 4일 (금) 14:00' (a deadline in a message). */
export function formatSeoulDateTime(at: Date): string {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const date = `${seoul.getUTCFullYear()}-${pad2(seoul.getUTCMonth() + 1)}-${pad2(seoul.getUTCDate())}`;
  return formatKoreanDateTime(date, `${pad2(seoul.getUTCHours())}:${pad2(seoul.getUTCMinutes())}`);
}
