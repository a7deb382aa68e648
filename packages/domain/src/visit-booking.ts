// The visit booking's rules (issue 12; spec §3 hall booking draft, §5 visit time and phones, §9 reservation
// open 14 days, wedding open 24 months). Server and web both read them from here.
import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from './constants.ts';
import { addMonths, currentYearMonth, isYearMonth } from './months.ts';
import { dayNumber, formatIsoDate, parseIsoDate, seoulToday, weekday } from './seoul-calendar.ts';

/** Visitors per consulting hour when a hall has not said (a consultant and a spare). */
export const DEFAULT_CONSULTING_CAPACITY = 2;

/** The week as operation-time keys, index 0 = Sunday (seoul-calendar weekday). */
export const OPERATION_DAY_BY_WEEKDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type OperationDayKey = (typeof OPERATION_DAY_BY_WEEKDAY)[number];

/**
 * The days a visit can be booked: tomorrow through `openDays` days ahead on the Seoul calendar (spec §9:
 * reservationOpenDate, default 14). Today is left out: a hall needs a day to prepare a consultation.
 */
export function visitDates(now: Date, openDays: number = RESERVATION_OPEN_DEFAULT): string[] {
  const today = parseIsoDate(seoulToday(now))!;
  const start = dayNumber(today);
  return Array.from({ length: Math.max(0, openDays) }, (_, i) => {
    const date = new Date((start + i + 1) * 86_400_000);
    return formatIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  });
}

export function operationDayOf(isoDate: string): OperationDayKey {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Invalid date: ${isoDate}`);
  return OPERATION_DAY_BY_WEEKDAY[weekday(date)]!;
}

/** Consulting hours of one opening: each whole hour that starts and ends within it ('10:00'..'18:00' → 10..17). */
export function consultingTimes(startTime: string, endTime: string): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const start = Math.ceil(toMinutes(startTime) / 60);
  const end = Math.floor(toMinutes(endTime) / 60);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => `${String(start + i).padStart(2, '0')}:00`);
}

/**
 * The months a couple may hope to marry in: from this Seoul month through the hall's wedding open date
 * ('YYYY-MM', default 24 months ahead, spec §9).
 */
export function hopeMonthOptions(now: Date, weddingOpenDate?: string | null): string[] {
  const first = currentYearMonth(now);
  const last =
    weddingOpenDate && isYearMonth(weddingOpenDate) ? weddingOpenDate : addMonths(first, WEDDING_OPEN_DEFAULT_MONTHS);
  const months: string[] = [];
  for (let m = first; m <= last && months.length <= 120; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The times a couple may hope for (wedding slots run hourly 09:00 to 21:00, spec §9). */
export { WEDDING_START_TIMES as HOPE_WEDDING_TIMES } from './enums.ts';

/** What the booking form checks before sending (the server checks the same and answers 400). */
export const VISIT_MESSAGES = {
  DATE_REQUIRED: '방문 날짜를 골라 주세요.',
  TIME_REQUIRED: '방문 시간을 골라 주세요.',
  SLOT_FULL: '이 시간은 예약이 다 찼어요. 다른 시간을 골라 주세요.',
  ALREADY_RESERVED: '이 웨딩홀에 이미 방문 예약이 있어요.',
  NAME_REQUIRED: '이름을 입력해 주세요.',
  PHONE_INVALID: '휴대폰 번호를 010-0000-0000 형식으로 입력해 주세요.',
  PLANNER_REQUIRED: '플래너 이름과 연락처를 입력해 주세요.',
  GUESTS_REQUIRED: '예상 하객 수를 입력해 주세요.',
  CONSULTING_OFF: '이 웨딩홀은 지금 방문 예약을 받지 않아요.',
} as const;
