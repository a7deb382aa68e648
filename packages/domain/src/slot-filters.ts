// Slot and hall filters of spec §9: which values each chip sends, and how the API reads them.
import { WEDDING_START_TIMES, WEDDING_TIME_FILTERS, type WeddingStartTime } from './enums.ts';

/**
 * The weddingTimes the API receives are chip values; '20:00' is the '20:00 ~' chip and also covers
 * 21:00 (spec §9). Any other hourly value stands for itself. Unknown values are dropped.
 */
export function expandWeddingTimes(values: readonly string[]): WeddingStartTime[] {
  const times = new Set<WeddingStartTime>();
  for (const value of values) {
    const chip = WEDDING_TIME_FILTERS.find((f) => f.value === value);
    if (chip) for (const t of chip.times) times.add(t);
    else if ((WEDDING_START_TIMES as readonly string[]).includes(value)) times.add(value as WeddingStartTime);
  }
  return WEDDING_START_TIMES.filter((t) => times.has(t));
}
