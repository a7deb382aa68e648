// The couple link (issue 30 §1): paths and error codes, zod-free so screens import them cheaply.

export const COUPLE_API = '/v3/couple';
/** The mypage screen: invite, enter a code, see the partner, unlink. */
export const COUPLE_PAGE_PATH = '/mypage/couple';
/** The invite link's page; the code is its last segment. */
export const COUPLE_JOIN_PATH = '/couple/join';

export const coupleJoinPath = (code: string) => `${COUPLE_JOIN_PATH}/${code}`;

export const COUPLE_ERROR_CODES = {
  /** Not 8 characters of the code's alphabet. */
  COUPLE_CODE_INVALID: 'COUPLE_CODE_INVALID',
  /** No such code. Counted against the attempt limit. */
  COUPLE_CODE_NOT_FOUND: 'COUPLE_CODE_NOT_FOUND',
  COUPLE_CODE_EXPIRED: 'COUPLE_CODE_EXPIRED',
  COUPLE_CODE_USED: 'COUPLE_CODE_USED',
  /** The accepter's own code. */
  COUPLE_SELF: 'COUPLE_SELF',
  /** The accepter (or, inviting, the inviter) is already one of a couple. */
  COUPLE_ALREADY_LINKED: 'COUPLE_ALREADY_LINKED',
  /** The inviter linked with someone else meanwhile. */
  COUPLE_INVITER_LINKED: 'COUPLE_INVITER_LINKED',
  /** Unlinking without a partner. */
  COUPLE_NOT_LINKED: 'COUPLE_NOT_LINKED',
} as const;
