// Phone number rules of spec §5. Numbers are stored and sent hyphenated, as users read them.

/** Mobile (01x), internet (070), Seoul (02) or another area code (0NN), then 3-4 digits, then 4 digits. */
export const PHONE_PATTERN = /^(?:01[016789]|070|02|0\d{2})-\d{3,4}-\d{4}$/;

/** The PHONE type: only a current mobile number, 010-XXXX-XXXX. */
export const STRICT_PHONE_PATTERN = /^010-\d{4}-\d{4}$/;

export type PhoneType = 'PHONE';

export function isValidPhone(value: string, type?: PhoneType): boolean {
  return (type === 'PHONE' ? STRICT_PHONE_PATTERN : PHONE_PATTERN).test(value);
}

/** A Korean mobile number has at most 11 digits; extra keystrokes are dropped rather than shown. */
const MAX_DIGITS = 11;

/**
 * Hyphenates as the user types: a hyphen after 3 digits, then after 3 more digits while the number
 * has 10 digits or fewer (010-123-4567), after 4 once it has 11 (010-1234-5678).
 * No trailing hyphen is added, so backspace never gets stuck on one.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  const middle = digits.length <= 10 ? 3 : 4;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

/**
 * A mobile number as typed ('01012345678', '010 1234 5678', '010-1234-5678') in its stored form '010-1234-5678',
 * or null when it is not a current mobile number (spec §5's PHONE type): what a 알림톡 can reach.
 */
export function normalizeMobilePhone(input: string): string | null {
  // Only digits, spaces and hyphens, and never more digits than a number has (formatPhone would drop them).
  if (/[^\d\s-]/.test(input) || input.replace(/\D/g, '').length > MAX_DIGITS) return null;
  const formatted = formatPhone(input);
  return isValidPhone(formatted, 'PHONE') ? formatted : null;
}
