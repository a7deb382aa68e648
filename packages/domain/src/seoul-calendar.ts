// Calendar arithmetic in the product's time zone. Couples think in Korean calendar days, so a
// server in UTC must still call 00:30 KST "today" in Seoul, not yesterday.
import { TIME_ZONE } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

/** The calendar date in Seoul at the instant `now`. */
export function seoulCalendarDate(now: Date): CalendarDate {
  const parts = seoulParts.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** 'YYYY-MM-DD' of the Seoul calendar day containing `now`. */
export function seoulToday(now: Date): string {
  return formatIsoDate(seoulCalendarDate(now));
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Parses 'YYYY-MM-DD', rejecting impossible dates such as 2026-02-30. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Days since 1970-01-01 for a calendar date; differences of these are whole calendar days. */
export function dayNumber({ year, month, day }: CalendarDate): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** Day of the week of a calendar date, 0 = Sunday (Korean calendars start on Sunday). */
export function weekday({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Korea has kept UTC+9 without daylight saving since 1988. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The instant (epoch ms) a Seoul calendar day begins: how a day travels as a `*Tsp` field (decision 0015:
 * every `*Tsp` is epoch milliseconds; `*Date` fields are 'YYYY-MM-DD'). Null for a malformed date.
 */
export function seoulDayStartMs(isoDate: string): number | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  return Date.UTC(date.year, date.month - 1, date.day) - SEOUL_OFFSET_MS;
}
