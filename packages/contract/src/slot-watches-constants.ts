// Watches, "tell me when a date opens" (issue 28 §5): paths and codes, zod-free so screens import them cheaply.

export const WATCHES_API = '/v3/watches';
/** The mypage list of a couple's watches. */
export const WATCHES_PAGE_PATH = '/mypage/watches';

export const WATCH_ERROR_CODES = {
  /** Not this couple's watch, or none: the same 404 either way. */
  WATCH_NOT_FOUND: 'WATCH_NOT_FOUND',
  /** The body breaks a watch rule (target, months, days, times, guests, price): the message says which. */
  WATCH_INVALID: 'WATCH_INVALID',
  /** The hall named is not a wedding hall that exists. */
  WATCH_HALL_NOT_FOUND: 'WATCH_HALL_NOT_FOUND',
  /** The couple already keeps MAX_WATCHES_PER_COUPLE watches. */
  WATCH_LIMIT: 'WATCH_LIMIT',
} as const;
