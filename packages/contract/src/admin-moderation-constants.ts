// The moderation queue's constants (issue 29 §2), zod-free so the console's screens can import them.

/** Which targets the queue lists: open reports (default), blinded reviews (with or without reports), suspended customers. */
export const MODERATION_QUEUE_FILTERS = ['OPEN', 'BLINDED', 'SUSPENDED'] as const;
export type ModerationQueueFilter = (typeof MODERATION_QUEUE_FILTERS)[number];
/** Oldest first report first (default), or the most reported first. */
export const MODERATION_QUEUE_SORTS = ['OLDEST', 'MOST'] as const;
export type ModerationQueueSort = (typeof MODERATION_QUEUE_SORTS)[number];
export const MODERATION_QUEUE_PAGE_SIZE = 20;

export const MODERATION_ERROR_CODES = {
  /** No such review, comment, customer or thread. */
  MODERATION_TARGET_NOT_FOUND: 'MODERATION_TARGET_NOT_FOUND',
  /** The action does not fit the target's kind or state (blind a blinded review, suspend a hall, …). */
  MODERATION_ACTION_NOT_ALLOWED: 'MODERATION_ACTION_NOT_ALLOWED',
  /** The reason is missing, too short or too long. */
  MODERATION_REASON_REQUIRED: 'MODERATION_REASON_REQUIRED',
} as const;
