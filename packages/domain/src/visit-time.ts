// Visit times (spec §5): the picker yields 'HH:MM', the API stores 'HH:MM:SS'.

export const VISIT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export function isValidVisitTime(value: string): boolean {
  return VISIT_TIME_PATTERN.test(value);
}

/**
 * '14:00' → '14:00:00'; '14:00:00' is left alone. Anything else throws, because guessing a time
 * for a booking is worse than refusing it (callers validate with isValidVisitTime first).
 */
export function normalizeVisitTime(value: string): string {
  if (!isValidVisitTime(value)) throw new RangeError(`Invalid visit time: ${value}`);
  return value.length === 5 ? `${value}:00` : value;
}
