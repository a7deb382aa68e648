// The hall's calendar (issue 26 §2): a weekly plan per individual hall, date exceptions and price rules
// resolve into the slots couples see. Pure functions: the API stores the three inputs and writes what
// `generateSlots` answers into wedding_days; the console previews with the same code.
import { WEDDING_DAY_ISO, WEDDING_DAYS, WEDDING_START_TIMES, type WeddingDayOfWeek } from './enums.ts';
import { addMonths, isYearMonth } from './months.ts';
import { daysInMonth, formatIsoDate, parseIsoDate, weekday } from './seoul-calendar.ts';

/** Start times offered on each wedding weekday ('11:00', …); the DB takes only FRI/SAT/SUN, 09:00–21:00. */
export type WeeklyPlan = Record<WeddingDayOfWeek, string[]>;

export const EMPTY_PLAN: WeeklyPlan = { FRIDAY: [], SATURDAY: [], SUNDAY: [] };

/** What a slot sells for (spec §3 slot): flowerPrice 0 means flowers are included. */
export type SlotPrice = {
  rentalPrice: number;
  mealPrice: number;
  flowerPrice: number;
  guarantee: number;
  discountRate: number;
};

export const SEASONS = [
  { value: 'PEAK', label: '성수기' },
  { value: 'OFF', label: '비수기' },
] as const;
export type Season = (typeof SEASONS)[number]['value'];

/**
 * A price rule: within its date range (a season, or all dates when open-ended), on its days and inside its
 * time band, slots get its price. Rules are kept in the order the hall made them and the latest matching one
 * wins, as in Kakao 예약하기's season schedules: a hall adds a 성수기 rule over its base rule, not edits it.
 */
export type PriceRule = SlotPrice & {
  id: number;
  name: string;
  season: Season | null;
  startDate: string | null;
  endDate: string | null;
  /** Empty means every wedding day. */
  days: WeddingDayOfWeek[];
  /** Inclusive 'HH:MM' band. */
  timeFrom: string;
  timeTo: string;
  /** Whether the meal price per guest includes drinks (주류·음료 포함). */
  drinksIncluded: boolean;
};

/**
 * One date-and-time exception: `state` OPEN adds a time the plan lacks (or re-opens one), CLOSED takes a
 * planned time away, null follows the plan; `price` overrides the rules for this slot only.
 */
export type SlotException = { date: string; time: string; state: 'OPEN' | 'CLOSED' | null; price: SlotPrice | null };

export type GeneratedSlot = {
  date: string;
  time: string;
  dayOfWeek: WeddingDayOfWeek;
  /** Null when no rule covers a planned time: such a slot is not published (it would have no price). */
  price: SlotPrice | null;
  open: boolean;
};

const DAY_BY_WEEKDAY: Record<number, WeddingDayOfWeek> = { 5: 'FRIDAY', 6: 'SATURDAY', 0: 'SUNDAY' };

/** The wedding weekday of an ISO date, or null on Monday–Thursday (halls publish only FRI/SAT/SUN). */
export function weddingDayOf(isoDate: string): WeddingDayOfWeek | null {
  const date = parseIsoDate(isoDate);
  return date ? (DAY_BY_WEEKDAY[weekday(date)] ?? null) : null;
}

/**
 * The final price of a slot: rental + flowers + meal × guaranteed guests, less the discount rate, rounded
 * down to 1,000 won. Integer arithmetic (money is integer won); the seed's finalPriceOf uses the same formula.
 */
export function slotFinalPrice(p: SlotPrice): number {
  const gross = p.rentalPrice + p.flowerPrice + p.mealPrice * p.guarantee;
  return Math.floor((gross * (100 - p.discountRate)) / 100_000) * 1000;
}

/** The last date slots are generated for: the end of the month `weddingOpenMonths` after the current one. */
export function lastGeneratedDate(currentMonth: string, weddingOpenMonths: number): string {
  if (!isYearMonth(currentMonth)) throw new RangeError(`Invalid year-month: ${currentMonth}`);
  const last = addMonths(currentMonth, weddingOpenMonths);
  const [year, month] = last.split('-').map(Number) as [number, number];
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

export function ruleMatches(rule: PriceRule, date: string, day: WeddingDayOfWeek, time: string): boolean {
  if (rule.startDate && date < rule.startDate) return false;
  if (rule.endDate && date > rule.endDate) return false;
  if (rule.days.length > 0 && !rule.days.includes(day)) return false;
  return time >= rule.timeFrom && time <= rule.timeTo;
}

/** The latest matching rule's price (rules in the order they were made), or null when none matches. */
export function resolvePrice(rules: readonly PriceRule[], date: string, time: string): SlotPrice | null {
  const day = weddingDayOf(date);
  if (!day) return null;
  for (let i = rules.length - 1; i >= 0; i -= 1) {
    const rule = rules[i]!;
    if (ruleMatches(rule, date, day, time)) return pickPrice(rule);
  }
  return null;
}

export function pickPrice(p: SlotPrice): SlotPrice {
  return {
    rentalPrice: p.rentalPrice,
    mealPrice: p.mealPrice,
    flowerPrice: p.flowerPrice,
    guarantee: p.guarantee,
    discountRate: p.discountRate,
  };
}

function* datesBetween(from: string, to: string): Generator<string> {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return;
  const cursor = new Date(Date.UTC(start.year, start.month - 1, start.day));
  const last = Date.UTC(end.year, end.month - 1, end.day);
  while (cursor.getTime() <= last) {
    yield cursor.toISOString().slice(0, 10);
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
}

/**
 * Plan + exceptions + rules → the slots of each wedding day in [from, to], in date and time order.
 * A time is offered when the plan has it or an exception opens it, unless an exception closes it; its price is
 * the exception's own, else the latest matching rule's.
 */
export function generateSlots(input: {
  plan: WeeklyPlan;
  rules: readonly PriceRule[];
  exceptions: readonly SlotException[];
  from: string;
  to: string;
}): GeneratedSlot[] {
  const byDate = new Map<string, SlotException[]>();
  for (const e of input.exceptions) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  const slots: GeneratedSlot[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    const day = weddingDayOf(date);
    if (!day) continue;
    const exceptions = byDate.get(date) ?? [];
    const times = new Set(input.plan[day]);
    for (const e of exceptions) if (e.state === 'OPEN') times.add(e.time);
    for (const time of [...times].sort()) {
      const exception = exceptions.find((e) => e.time === time);
      const price = exception?.price ?? resolvePrice(input.rules, date, time);
      slots.push({ date, time, dayOfWeek: day, price, open: exception?.state !== 'CLOSED' });
    }
  }
  return slots;
}

/** A bulk edit sets some of a slot's price fields; the rest stay as they are. */
export type PriceChange = Partial<SlotPrice>;

export function applyPriceChange(price: SlotPrice, change: PriceChange): SlotPrice {
  return pickPrice({ ...price, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) });
}

export function samePrice(a: SlotPrice, b: SlotPrice): boolean {
  return (
    a.rentalPrice === b.rentalPrice &&
    a.mealPrice === b.mealPrice &&
    a.flowerPrice === b.flowerPrice &&
    a.guarantee === b.guarantee &&
    a.discountRate === b.discountRate
  );
}

export const CALENDAR_MESSAGES = {
  BAD_DATE: '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.',
  DAY_NOT_OFFERED: '예식은 금·토·일에만 열 수 있어요.',
  TIME_NOT_OFFERED: '예식 시간은 09:00부터 21:00까지 정시로만 열 수 있어요.',
  PAST_DATE: '지난 날짜는 바꿀 수 없어요.',
  BEYOND_OPEN_DATE: '웨딩 오픈 기간(기본 24개월) 밖의 날짜예요.',
  RANGE_ORDER: '시작일이 종료일보다 늦어요.',
  TIME_BAND_ORDER: '시작 시간이 종료 시간보다 늦어요.',
  GUARANTEE: '보증 인원은 1명 이상이어야 해요.',
  DISCOUNT: '할인율은 0~100% 사이여야 해요.',
  MONEY: '금액은 0원 이상이어야 해요.',
  NO_CHANGE: '바꿀 항목을 하나 이상 입력해 주세요.',
  SLOT_TAKEN:
    '예비 예약(홀드)이나 계약이 있는 일정은 닫거나 삭제하거나 가격을 바꿀 수 없어요. 고객은 잡아 둔 가격을 그대로 유지합니다.',
  NO_PRICE: '가격이 정해지지 않은 일정은 열 수 없어요. 가격을 입력하거나 가격 규칙을 먼저 만들어 주세요.',
} as const;

/** The preview line of a bulk edit: "N개 일정의 가격이 바뀝니다". */
export function bulkPreviewLine(count: number): string {
  return `${count}개 일정의 가격이 바뀝니다`;
}

export function isWeddingTime(time: string): boolean {
  return (WEDDING_START_TIMES as readonly string[]).includes(time);
}

/** The first problem of a price in Korean, or null. */
export function priceProblem(p: Partial<SlotPrice>): string | null {
  for (const key of ['rentalPrice', 'mealPrice', 'flowerPrice'] as const) {
    const v = p[key];
    if (v !== undefined && (!Number.isInteger(v) || v < 0)) return CALENDAR_MESSAGES.MONEY;
  }
  if (p.guarantee !== undefined && (!Number.isInteger(p.guarantee) || p.guarantee < 1))
    return CALENDAR_MESSAGES.GUARANTEE;
  if (p.discountRate !== undefined && (!Number.isInteger(p.discountRate) || p.discountRate < 0 || p.discountRate > 100))
    return CALENDAR_MESSAGES.DISCOUNT;
  return null;
}

/** The wedding days in ISO order (Friday, Saturday, Sunday), for plan editors. */
export const PLAN_DAYS = WEDDING_DAYS.map((d) => d.value).sort((a, b) => WEDDING_DAY_ISO[a] - WEDDING_DAY_ISO[b]);
