// Customer data's item keys, without zod (decision 0037): the web imports them on pages that only read, where a
// module that also builds schemas would bring zod along. customer-data.ts re-exports them for the API.

export const PUSH_CHECK_KEY = 'pushCheckTsp';
export const PUSH_CHECK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Written by whatever sends pushes (sign-up records a welcome message): epoch ms of the newest push. */
export const LAST_PUSH_KEY = 'lastPushTsp';
