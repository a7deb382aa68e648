// "Tell me when a date opens" (issue 28 §5): a couple watches one hall, or every hall in a region, for their
// wanted months, days of the week, time band, guest range and a price ceiling. The fan-out job asks
// `watchMatches` of every watch its SQL prefilter found; the API asks `watchProblem` before storing one.
// Pure: the caller passes the instant; nothing reads a clock.
import { DATE_PICKER_MONTHS, GUARANTEE_FILTER_MAX_THRESHOLD } from './constants.ts';
import { WEDDING_DAYS, WEDDING_TIME_FILTERS, type WeddingDayOfWeek } from './enums.ts';
import { guaranteeBounds } from './guarantee-filter.ts';
import { formatKoreanDateWithDay, formatWeddingTime } from './korean-date.ts';
import { isYearMonth, monthWindow } from './months.ts';
import { REGION_NAMES } from './regions.ts';
import { expandWeddingTimes } from './slot-filters.ts';

/** A couple keeps at most this many watches: enough for a shortlist, few enough that the fan-out stays cheap. */
export const MAX_WATCHES_PER_COUPLE = 10;
/** A watch names at most 12 wanted months (a year of planning); the months must lie in the 24-month window. */
export const MAX_WATCH_MONTHS = 12;
/** The highest price ceiling accepted (원): far above any hall, low enough to stay an int. */
export const MAX_WATCH_PRICE = 1_000_000_000;

export type SlotWatch = {
  /** The one hall watched; null for a region watch. */
  partnerId: number | null;
  /** The region watched (one of the 17 of spec §9); null for a hall watch. */
  region: string | null;
  /** Wanted months, 'YYYY-MM'. */
  months: readonly string[];
  /** Wanted wedding days; empty = any of Friday, Saturday, Sunday. */
  days: readonly WeddingDayOfWeek[];
  /** Wedding-time filter chip values (spec §9: '20:00' is the '20:00 ~' chip); empty = any time. */
  times: readonly string[];
  /** Guest range the slot's guarantee must fall in; the slider's 350 stop means "any size" as in the filters. */
  minGuests: number | null;
  maxGuests: number | null;
  /** The slot's final price must not exceed this (원); null = no ceiling. */
  maxPrice: number | null;
};

/** What a watch is matched against: one slot as the calendar stores it. */
export type WatchedSlot = {
  partnerId: number;
  region: string;
  /** 'YYYY-MM-DD' */
  weddingDate: string;
  /** 'HH:MM' */
  weddingTime: string;
  dayOfWeek: string;
  guarantee: number;
  finalPrice: number;
};

/** Whether `slot` is one the watch waits for. Every criterion must hold; an empty list or null asks nothing. */
export function watchMatches(watch: SlotWatch, slot: WatchedSlot): boolean {
  if (watch.partnerId !== null ? watch.partnerId !== slot.partnerId : watch.region !== slot.region) return false;
  if (!watch.months.includes(slot.weddingDate.slice(0, 7))) return false;
  if (watch.days.length > 0 && !(watch.days as readonly string[]).includes(slot.dayOfWeek)) return false;
  if (watch.times.length > 0 && !(expandWeddingTimes(watch.times) as string[]).includes(slot.weddingTime.slice(0, 5)))
    return false;
  const guests = guaranteeBounds({ minGuarantee: watch.minGuests, maxGuarantee: watch.maxGuests });
  if (guests.min !== null && slot.guarantee < guests.min) return false;
  if (guests.max !== null && slot.guarantee > guests.max) return false;
  return watch.maxPrice === null || slot.finalPrice <= watch.maxPrice;
}

export const WATCH_MESSAGES = {
  TARGET: '웨딩홀 한 곳이나 지역 하나를 골라 주세요.',
  REGION: '지역을 다시 골라 주세요.',
  MONTHS_EMPTY: '원하는 달을 하나 이상 골라 주세요.',
  MONTHS_TOO_MANY: `원하는 달은 ${MAX_WATCH_MONTHS}개까지 고를 수 있어요.`,
  MONTH_OUT_OF_RANGE: `이번 달부터 ${DATE_PICKER_MONTHS}개월 안의 달만 고를 수 있어요.`,
  DAYS: '요일을 다시 골라 주세요.',
  TIMES: '예식 시간을 다시 골라 주세요.',
  GUESTS: `하객 수는 0명부터 ${GUARANTEE_FILTER_MAX_THRESHOLD}명 이상까지, 적은 쪽이 먼저예요.`,
  PRICE: '최대 금액을 다시 입력해 주세요.',
  LIMIT: `빈 날짜 알림은 ${MAX_WATCHES_PER_COUPLE}개까지 받을 수 있어요. 쓰지 않는 알림을 지워 주세요.`,
} as const;

const DAY_VALUES = new Set<string>(WEDDING_DAYS.map((d) => d.value));
const TIME_VALUES = new Set(WEDDING_TIME_FILTERS.map((f) => f.value));
const guestOk = (n: number | null) => n === null || (Number.isInteger(n) && n >= 0 && n <= 9999);

/** The Korean message of the first thing wrong with a watch, or null when it may be stored. */
export function watchProblem(watch: SlotWatch, now: Date): string | null {
  if ((watch.partnerId === null) === (watch.region === null)) return WATCH_MESSAGES.TARGET;
  if (watch.region !== null && !REGION_NAMES.includes(watch.region)) return WATCH_MESSAGES.REGION;
  if (watch.months.length === 0) return WATCH_MESSAGES.MONTHS_EMPTY;
  if (new Set(watch.months).size > MAX_WATCH_MONTHS) return WATCH_MESSAGES.MONTHS_TOO_MANY;
  const window = new Set(monthWindow(now, DATE_PICKER_MONTHS));
  if (watch.months.some((m) => !isYearMonth(m) || !window.has(m))) return WATCH_MESSAGES.MONTH_OUT_OF_RANGE;
  if (watch.days.some((d) => !DAY_VALUES.has(d))) return WATCH_MESSAGES.DAYS;
  if (watch.times.some((t) => !TIME_VALUES.has(t))) return WATCH_MESSAGES.TIMES;
  if (!guestOk(watch.minGuests) || !guestOk(watch.maxGuests)) return WATCH_MESSAGES.GUESTS;
  const guests = guaranteeBounds({ minGuarantee: watch.minGuests, maxGuarantee: watch.maxGuests });
  if (guests.min !== null && guests.max !== null && guests.min > guests.max) return WATCH_MESSAGES.GUESTS;
  if (
    watch.maxPrice !== null &&
    (!Number.isInteger(watch.maxPrice) || watch.maxPrice <= 0 || watch.maxPrice > MAX_WATCH_PRICE)
  )
    return WATCH_MESSAGES.PRICE;
  return null;
}

/** The watch as stored: months sorted without repeats, days in week order, chips in timetable order. */
export function normalizeWatch<W extends SlotWatch>(watch: W): W {
  return {
    ...watch,
    months: [...new Set(watch.months)].sort(),
    days: WEDDING_DAYS.map((d) => d.value).filter((d) => watch.days.includes(d)),
    times: WEDDING_TIME_FILTERS.map((f) => f.value).filter((t) => watch.times.includes(t)),
  };
}

/** One line saying what the watch waits for, for the inbox body and the mypage list: '2027년 3월·4월 · 토요일'. */
export function watchSummary(watch: Pick<SlotWatch, 'months' | 'days'>): string {
  const months = [...watch.months].sort();
  const byYear = new Map<string, string[]>();
  for (const m of months) {
    const [y, mm] = m.split('-') as [string, string];
    byYear.set(y, [...(byYear.get(y) ?? []), `${Number(mm)}월`]);
  }
  const monthText = [...byYear].map(([y, ms]) => `${y}년 ${ms.join('·')}`).join(', ');
  const dayText = watch.days.length
    ? WEDDING_DAYS.filter((d) => watch.days.includes(d.value))
        .map((d) => d.label)
        .join('·')
    : '금·토·일';
  return `${monthText} · ${dayText}`;
}

/**
 * The #{요약} of a WATCH_OPENED entry: the first slot that opened and how many more ('2027년 3월 13일 (토) 오전 11시
 * 외 2개'). The digest tells a couple once an hour per hall, so one line stands for every slot that hour.
 */
export function openedSummary(slots: readonly Pick<WatchedSlot, 'weddingDate' | 'weddingTime'>[]): string {
  const sorted = [...slots].sort((a, b) =>
    `${a.weddingDate} ${a.weddingTime}`.localeCompare(`${b.weddingDate} ${b.weddingTime}`),
  );
  const first = sorted[0];
  if (!first) return '';
  const line = `${formatKoreanDateWithDay(first.weddingDate)} ${formatWeddingTime(first.weddingTime)}`;
  return sorted.length > 1 ? `${line} 외 ${sorted.length - 1}개` : line;
}
