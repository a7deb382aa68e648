// Relative review times of spec §9 and the 'new' badge. Both measure elapsed time, so they need no
// time zone; bare timestamps from the API are read as Seoul time by parseInstant.
import { NEW_BADGE_MAX_AGE_MS } from './constants.ts';
import { type InstantInput, parseInstant } from './instant.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * '방금 전' under a minute, then 'N분 전', 'N시간 전', 'N일 전' under 7 days, 'N주 전' under 31 days,
 * 'N개월 전' (30-day months) under 365 days, then 'N년 전'. A time slightly in the future (clock skew
 * between server and phone) reads as '방금 전'; an unreadable time gives ''.
 */
export function relativeTime(then: InstantInput, now: Date): string {
  const at = parseInstant(then);
  if (!at) return '';
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days}일 전`;
  if (days < 31) return `${Math.floor(days / 7)}주 전`;
  if (days < 365) return `${Math.floor(days / 30)}개월 전`;
  return `${Math.floor(days / 365)}년 전`;
}

/** Reviews younger than 23 hours carry the 'new' badge. */
export function isNewReview(regTsp: InstantInput, now: Date): boolean {
  const at = parseInstant(regTsp);
  if (!at) return false;
  return now.getTime() - at.getTime() < NEW_BADGE_MAX_AGE_MS;
}
