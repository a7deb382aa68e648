import type { WeddingDayOfWeek } from '@wedding/domain/enums';

// Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so the host's time zone never leaks in.
// The product's calendar is Asia/Seoul (UTC+9, no daylight saving).

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Seoul calendar date of an instant. */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Same day of month n months later, clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

const ISO_TO_WEDDING_DAY: Partial<Record<number, WeddingDayOfWeek>> = { 5: 'FRIDAY', 6: 'SATURDAY', 7: 'SUNDAY' };

/** FRIDAY/SATURDAY/SUNDAY for wedding days, undefined for the rest of the week. */
export function weddingDayOf(date: string): WeddingDayOfWeek | undefined {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return ISO_TO_WEDDING_DAY[day === 0 ? 7 : day];
}

/** Every Friday, Saturday and Sunday from start (inclusive) to end (exclusive). */
export function weddingDatesBetween(start: string, end: string): { date: string; dayOfWeek: WeddingDayOfWeek }[] {
  const out: { date: string; dayOfWeek: WeddingDayOfWeek }[] = [];
  for (let date = start; date < end; date = addDays(date, 1)) {
    const dayOfWeek = weddingDayOf(date);
    if (dayOfWeek) out.push({ date, dayOfWeek });
  }
  return out;
}

/** An instant `days` (fractional allowed) before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAfter(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
