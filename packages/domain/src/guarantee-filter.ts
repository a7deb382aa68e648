// Guarantee (guest count) filter of spec §5. The slider's top stop means "any size", which the API
// expresses as 9999; its bottom stop means no lower bound at all.
import { GUARANTEE_FILTER_MAX_THRESHOLD, GUARANTEE_UNBOUNDED_MAX } from './constants.ts';

export type GuaranteeFilterInput = { minGuarantee?: number | null; maxGuarantee?: number | null };
export type GuaranteeBounds = { min: number | null; max: number | null };

/** min ≤ 0 → no lower bound (null); max ≥ 350 → 9999; an absent max stays absent (null). */
export function guaranteeBounds({ minGuarantee, maxGuarantee }: GuaranteeFilterInput): GuaranteeBounds {
  const min = minGuarantee != null && minGuarantee > 0 ? minGuarantee : null;
  let max: number | null = maxGuarantee ?? null;
  if (max != null && max >= GUARANTEE_FILTER_MAX_THRESHOLD) max = GUARANTEE_UNBOUNDED_MAX;
  return { min, max };
}

/**
 * Whether a min/max pair is in order, read through the §5 mapping: a max of 350 or more stands for 9999, so
 * min 400 with max 350 asks for "400 or more" and is in order; only a real max below the min is not.
 */
export function isGuaranteeRangeOrdered(input: GuaranteeFilterInput): boolean {
  const { min, max } = guaranteeBounds(input);
  return min === null || max === null || min <= max;
}

/** The guarantee slider of the slot and hall filters: 0 to 350 guests in steps of 10 (spec §5's two end stops). */
export const GUARANTEE_SLIDER = { min: 0, max: GUARANTEE_FILTER_MAX_THRESHOLD, step: 10 } as const;

/** One stop of the slider: '120명', and the top stop '350명 이상' (any size, sent as 9999 by the API). */
export function guaranteeStopLabel(value: number): string {
  return value >= GUARANTEE_FILTER_MAX_THRESHOLD ? `${GUARANTEE_FILTER_MAX_THRESHOLD}명 이상` : `${value}명`;
}
