// Price disclosure (issue 26 §3): paths and stable codes, zod-free so the web's screens can import them.

/** The console's own disclosure (GET, PUT as a whole). */
export const CONSOLE_DISCLOSURE_PATH = '/v3/partner-center/disclosure';

/** A hall's published disclosure for anyone, without login (the 고시 forbids asking for it first). */
export const guestDisclosurePath = (partnerUuid: string) =>
  `/v3/book/halls/${encodeURIComponent(partnerUuid)}/price-disclosure`;

export const PRICE_DISCLOSURE_ERROR_CODES = {
  /** The console's disclosure breaks a domain rule; the message names the row. */
  PRICE_DISCLOSURE_INVALID: 'PRICE_DISCLOSURE_INVALID',
  /** A hold on a hall that has not published its disclosure (409). */
  PRICE_DISCLOSURE_MISSING: 'PRICE_DISCLOSURE_MISSING',
} as const;

export const PRICE_DISCLOSURE_PENDING = '가격 정보 준비 중';
