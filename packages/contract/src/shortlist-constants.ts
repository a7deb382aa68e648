// The shortlist and its family share links (issue 30 §2): paths and codes, zod-free so screens import them cheaply.

export const SHORTLIST_API = '/v3/shortlist';
/** The family's read and writes through a share token: /v3/shared/{token}. */
export const SHARED_API = '/v3/shared';
/** The couple's screen. */
export const SHORTLIST_PAGE_PATH = '/my-interest/shortlist';
/** The family's page: /shared/{token}, server-rendered, readable without JavaScript. */
export const SHARED_PAGE_PREFIX = '/shared';
export const sharedPagePath = (token: string) => `${SHARED_PAGE_PREFIX}/${token}`;

export const SHORTLIST_ERROR_CODES = {
  /** Not this household's item, or none: the same 404 either way. */
  SHORTLIST_ITEM_NOT_FOUND: 'SHORTLIST_ITEM_NOT_FOUND',
  /** The hall, room or slot named does not exist. */
  SHORTLIST_TARGET_NOT_FOUND: 'SHORTLIST_TARGET_NOT_FOUND',
  /** A note, label, name or comment breaks its length rule: the message says which. */
  SHORTLIST_INVALID: 'SHORTLIST_INVALID',
  /** The household already keeps MAX_SHORTLIST_ITEMS items. */
  SHORTLIST_LIMIT: 'SHORTLIST_LIMIT',
  /** The household already holds MAX_ACTIVE_SHARE_LINKS active links. */
  SHARE_LINK_LIMIT: 'SHARE_LINK_LIMIT',
  /** Not this household's link, or none. */
  SHARE_LINK_NOT_FOUND: 'SHARE_LINK_NOT_FOUND',
  /** A share token that is wrong, malformed or revoked: 404 either way (a revoked link says no more than a wrong one). */
  SHARE_GONE: 'SHARE_GONE',
  /** A VIEWER link tried to vote or comment: 403. */
  SHARE_READ_ONLY: 'SHARE_READ_ONLY',
  /** Too many writes through one token or from one address: 429. */
  SHARE_RATE_LIMITED: 'SHARE_RATE_LIMITED',
} as const;
