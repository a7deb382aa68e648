import { ENTRANCE_METHODS } from '@wedding/domain/enums';
import type { individualHalls } from '../../schema/index.ts';
import { INDIVIDUAL_HALL_NAMES } from '../data/names.ts';
import { hallMediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';

export type IndividualHallRow = typeof individualHalls.$inferInsert & {
  id: number;
  partnerId: number;
  rentalFee: number;
  minGuarantee: number;
  maxGuarantee: number;
  suggestPersonnel: number;
};

/** What slot generation needs about a room beyond its row. */
export type IndividualHallPlan = {
  row: IndividualHallRow;
  /** Start hours a wedding can take in this room, spaced by its wedding gap. */
  startHours: number[];
  /** Flower decoration price when not included. */
  flowerBase: number;
};

const GAPS: readonly number[][] = [[60], [90], [120], [90, 120]];

export function buildIndividualHall(
  rng: Rng,
  input: { id: number; partnerId: number; name: string; styles: readonly string[]; sort: number; now: Date },
): IndividualHallPlan {
  const gap = rng.pick(GAPS);
  const suggestPersonnel = rng.step(150, 300, 10);
  const minGuarantee = Math.min(suggestPersonnel, rng.step(100, 200, 10));
  const maxGuarantee = rng.step(Math.max(suggestPersonnel, 250), 400, 10);
  const firstHour = rng.pick([9, 10, 11]);
  const every = Math.ceil(Math.max(...gap) / 60);
  const startHours: number[] = [];
  for (let h = firstHour; h <= 21; h += every) startHours.push(h);
  const row: IndividualHallRow = {
    id: input.id,
    uuid: rng.uuid(),
    partnerId: input.partnerId,
    name: input.name,
    images: Array.from({ length: rng.int(3, 5) }, (_, i) =>
      hallMediaUrl('individual-hall', input.styles, `ih${input.id}-${i + 1}`),
    ),
    rentalFee: rng.chance(0.15) ? 0 : rng.step(500_000, 6_000_000, 100_000),
    adultDrinkFee: rng.chance(0.5) ? 0 : rng.step(8_000, 15_000, 1_000),
    weddingGapMinutes: gap,
    suggestPersonnel,
    minGuarantee,
    maxGuarantee,
    style: input.styles.length > 0 ? rng.pick(input.styles) : null,
    entranceMethod: rng.pick(ENTRANCE_METHODS).value,
    sort: input.sort,
    createdAt: input.now,
  };
  return { row, startHours, flowerBase: rng.step(500_000, 3_000_000, 100_000) };
}

export function individualHallNames(rng: Rng, count: number): string[] {
  return rng.sample(INDIVIDUAL_HALL_NAMES, count);
}
