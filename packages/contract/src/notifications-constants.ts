// Notifications (issue 28): paths and codes, zod-free so screens import them cheaply.

export const NOTIFICATIONS_API = '/v3/notifications';
/** Under PARTNER_CENTER_API. */
export const CONSOLE_NOTIFICATIONS_PATH = '/notifications';
/** Entries per page of an inbox. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATION_ERROR_CODES = {
  /** Not this person's (or this hall's) entry, or none: the same 404 either way. */
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
} as const;
