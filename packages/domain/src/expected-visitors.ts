// Expected guest count of the visit booking (spec §5, §9): the couple picks a minimum and the
// range shown to the hall is min..min+50, never beyond the 400-guest cap.
import { EXPECTED_GUESTS_CAP, EXPECTED_GUESTS_RANGE } from './constants.ts';

export type ExpectedVisitors = { min: number; max: number };

/** min capped at 400; max = min + 50 capped at 400; max is 0 (open-ended) once min reaches 400. */
export function expectedVisitors(min: number): ExpectedVisitors {
  const capped = Number.isFinite(min) ? Math.min(Math.max(0, Math.trunc(min)), EXPECTED_GUESTS_CAP) : 0;
  if (capped >= EXPECTED_GUESTS_CAP) return { min: capped, max: 0 };
  return { min: capped, max: Math.min(capped + EXPECTED_GUESTS_RANGE, EXPECTED_GUESTS_CAP) };
}
