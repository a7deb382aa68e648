// The slot lists' limits, without zod (decision 0037): the web imports them on pages that only read, where a module
// that also builds schemas would bring zod along. slots.ts re-exports them for the API.

/** Infinite scroll never goes this deep; the cap keeps OFFSET bounded (decision 0010). */
export const MAX_SLOT_PAGE = 1000;
export const MAX_SLOT_FETCH_SIZE = 30;

/**
 * Totals are exact up to this many slots; past it the list answers the cap with `totalCapped` (shown as
 * '10,000개 이상'), so a cold count reads at most this many index entries (decision 0022).
 */
export const SLOT_TOTAL_CAP = 10_000;

/**
 * A search's total is counted at most this often (the API caches it per search), while the slots themselves
 * are always live: a slot held or booked meanwhile leaves the list at once, the total within this time. The
 * lists say so beside the total (issue 12).
 */
export const SLOT_TOTAL_MAX_AGE_SECONDS = 60;
