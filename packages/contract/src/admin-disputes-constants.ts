// Review disputes in the operator console (issue 29 §3): stable error codes and the page size, zod-free so the
// console's screens can import them.

export const ADMIN_DISPUTE_ERROR_CODES = {
  /** No dispute with this id. */
  DISPUTE_NOT_FOUND: 'DISPUTE_NOT_FOUND',
  /** The dispute was decided already (by anyone): a verdict is final. */
  DISPUTE_DECIDED: 'DISPUTE_DECIDED',
  /** The verdict's reason is missing, or too short or long. */
  VERDICT_REASON_INVALID: 'VERDICT_REASON_INVALID',
} as const;

/** The disputes list's page. */
export const ADMIN_DISPUTE_PAGE_SIZE = 20;

/** The list's filters: one state, or every dispute (open ones first). */
export const ADMIN_DISPUTE_FILTERS = ['OPEN', 'UPHELD', 'REJECTED', 'ALL'] as const;
export type AdminDisputeFilter = (typeof ADMIN_DISPUTE_FILTERS)[number];
