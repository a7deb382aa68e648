import type { SlotState, WeddingDayOfWeek } from '@wedding/domain/enums';
import type { weddingDays } from '../../schema/index.ts';
import type { Rng } from '../prng.ts';
import type { IndividualHallPlan } from './individual-hall.ts';

export type WeddingDayRow = typeof weddingDays.$inferInsert & { id: number; state: SlotState };

/**
 * The slot's final price: rental + flowers + meal × guaranteed guests, less the discount rate,
 * rounded down to 1,000 won. Integer arithmetic only (money is integer won).
 */
export function finalPriceOf(p: {
  rentalPrice: number;
  flowerPrice: number;
  mealPrice: number;
  guarantee: number;
  discountRate: number;
}): number {
  const gross = p.rentalPrice + p.flowerPrice + p.mealPrice * p.guarantee;
  return Math.floor((gross * (100 - p.discountRate)) / 100_000) * 1000;
}

const DAY_RENTAL_FACTOR: Record<WeddingDayOfWeek, number> = { FRIDAY: 0.7, SATURDAY: 1, SUNDAY: 0.9 };
const DAY_MEAL_FACTOR: Record<WeddingDayOfWeek, number> = { FRIDAY: 0.93, SATURDAY: 1, SUNDAY: 0.97 };

/** Lunch is prime time; mornings and evenings are cheaper. */
function hourFactor(hour: number): number {
  if (hour >= 11 && hour <= 14) return 1;
  if (hour <= 10) return 0.8;
  if (hour <= 17) return 0.9;
  return 0.7;
}

function pickState(rng: Rng): SlotState {
  const roll = rng.next();
  return roll < 0.88 ? 'OPEN' : roll < 0.92 ? 'HELD' : roll < 0.97 ? 'BOOKED' : 'CLOSED';
}

export type SlotContext = {
  partnerId: number;
  region: string;
  subRegion: string | null;
  mealBase: number;
  room: IndividualHallPlan;
  createdAt: Date;
};

export function buildWeddingDay(
  rng: Rng,
  ctx: SlotContext,
  slot: { id: number; date: string; dayOfWeek: WeddingDayOfWeek; hour: number; daysAhead: number },
): WeddingDayRow {
  const { row } = ctx.room;
  const guarantee = rng.step(Math.max(100, row.minGuarantee), Math.min(400, row.maxGuarantee), 10);
  const rentalPrice =
    Math.floor((row.rentalFee * DAY_RENTAL_FACTOR[slot.dayOfWeek] * hourFactor(slot.hour)) / 100_000) * 100_000;
  const flowerPrice = rng.chance(0.3) ? 0 : ctx.room.flowerBase;
  const mealPrice = Math.floor((ctx.mealBase * DAY_MEAL_FACTOR[slot.dayOfWeek]) / 1000) * 1000;
  // Dates close at hand are discounted harder, as halls do to fill them.
  const discountRate = slot.daysAhead < 60 ? rng.step(10, 30, 5) : rng.chance(0.3) ? rng.step(5, 15, 5) : 0;
  return {
    id: slot.id,
    partnerId: ctx.partnerId,
    individualHallId: row.id,
    region: ctx.region,
    subRegion: ctx.subRegion,
    weddingDate: slot.date,
    weddingTime: `${String(slot.hour).padStart(2, '0')}:00`,
    dayOfWeek: slot.dayOfWeek,
    guarantee,
    rentalPrice,
    flowerPrice,
    mealPrice,
    finalPrice: finalPriceOf({ rentalPrice, flowerPrice, mealPrice, guarantee, discountRate }),
    discountRate,
    state: pickState(rng),
    createdAt: ctx.createdAt,
  };
}

/** How often a room has any slot on each wedding weekday, and at most how many times that day. */
export type SlotDensity = { perDay: Record<WeddingDayOfWeek, number>; maxPerDay: number };

/** Pick the start hours a room offers on one date (none on most dates when density is low). */
export function pickStartHours(
  rng: Rng,
  room: IndividualHallPlan,
  density: SlotDensity,
  day: WeddingDayOfWeek,
): number[] {
  if (!rng.chance(density.perDay[day])) return [];
  const count = rng.int(1, Math.min(density.maxPerDay, room.startHours.length));
  return rng.sample(room.startHours, count).sort((a, b) => a - b);
}
