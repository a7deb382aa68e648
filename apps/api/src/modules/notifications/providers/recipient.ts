// Solapi and the carriers take a Korean number as digits only ('01012345678'). A number that cannot be one is
// failed here, before any provider is paid for a message that cannot arrive; it never falls back to SMS.

/** Digits of a Korean phone number (0 + 8–10 digits), or null when `to` cannot be one. */
export function recipientDigits(to: string): string | null {
  const digits = to.replace(/[\s-]/g, '');
  return /^0\d{8,10}$/.test(digits) ? digits : null;
}

export const INVALID_NUMBER = { code: 'INVALID_NUMBER', message: '받는 사람의 전화번호가 올바르지 않아요.' } as const;
export const INVALID_MESSAGE_CODE = 'INVALID_MESSAGE';
