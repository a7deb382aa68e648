// The visit writes' header and error codes, without zod (decision 0037): the web imports them on pages that only
// read, where a module that also builds schemas would bring zod along. visit-booking.ts re-exports them for the API.

/**
 * The header every visit write (book, cancel) carries, as slot holds' writes do (decision 0033). Spelled here
 * rather than imported from slot-holds.ts, which would bring the slot schemas into the visit pages.
 */
export const VISIT_IDEMPOTENCY_HEADER = 'idempotency-key';

export const VISIT_ERROR_CODES = {
  VISIT_ALREADY_RESERVED: 'VISIT_ALREADY_RESERVED',
  VISIT_SLOT_FULL: 'VISIT_SLOT_FULL',
  VISIT_NOT_OPEN: 'VISIT_NOT_OPEN',
  CONSULTING_UNAVAILABLE: 'CONSULTING_UNAVAILABLE',
  VISIT_NOT_FOUND: 'VISIT_NOT_FOUND',
} as const;
