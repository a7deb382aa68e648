// 1:1 inquiries (issue 27 §5): codes and paths, zod-free so screens import them cheaply.

export const INQUIRIES_API = '/v3/inquiries';
/** Under PARTNER_CENTER_API. */
export const CONSOLE_INQUIRIES_PATH = '/inquiries';

export const INQUIRY_ERROR_CODES = {
  /** Not this couple's (or this hall's) thread, or none: the same 404 either way. */
  INQUIRY_NOT_FOUND: 'INQUIRY_NOT_FOUND',
  /** The partner, slot or visit to ask about does not exist or is not this couple's. */
  INQUIRY_SUBJECT_NOT_FOUND: 'INQUIRY_SUBJECT_NOT_FOUND',
  INQUIRY_INVALID_MESSAGE: 'INQUIRY_INVALID_MESSAGE',
  /** A photo that is not the sender's own upload. */
  INQUIRY_FOREIGN_IMAGE: 'INQUIRY_FOREIGN_IMAGE',
  /** Sharing a phone number the account does not have. */
  INQUIRY_NO_PHONE: 'INQUIRY_NO_PHONE',
  INQUIRY_TEMPLATE_NOT_FOUND: 'INQUIRY_TEMPLATE_NOT_FOUND',
  INQUIRY_TEMPLATE_INVALID: 'INQUIRY_TEMPLATE_INVALID',
  INQUIRY_TEMPLATES_FULL: 'INQUIRY_TEMPLATES_FULL',
} as const;
