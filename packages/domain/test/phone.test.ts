import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizeMobilePhone, PHONE_PATTERN, STRICT_PHONE_PATTERN } from '../src/phone.ts';

describe('spec §5 phone: general pattern is 01x, 070, 02 or 0NN, then 3-4 digits, then 4 digits, with hyphens', () => {
  it.each([
    '010-1234-5678',
    '011-123-4567',
    '016-123-4567',
    '019-1234-5678',
    '070-1234-5678',
    '02-123-4567',
    '02-1234-5678',
    '031-123-4567',
    '064-1234-5678',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
    expect(PHONE_PATTERN.test(value)).toBe(true);
  });

  it.each([
    '01012345678', // hyphens are required
    '010-12-5678', // middle part needs 3-4 digits
    '010-12345-5678',
    '010-1234-567', // last part needs exactly 4 digits
    '02-12-3456',
    '1010-1234-5678',
    '0101-234-5678',
    '010-1234-5678 ',
    '',
  ])('rejects %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('spec §5 phone: type PHONE strictly requires 010-XXXX-XXXX', () => {
  it('accepts only 010 with a 4-digit middle part', () => {
    expect(isValidPhone('010-1234-5678', 'PHONE')).toBe(true);
    expect(STRICT_PHONE_PATTERN.test('010-1234-5678')).toBe(true);
  });

  it.each(['010-123-4567', '011-1234-5678', '070-1234-5678', '02-1234-5678', '01012345678'])(
    'rejects %s which the general pattern may allow',
    (value) => {
      expect(isValidPhone(value, 'PHONE')).toBe(false);
    },
  );
});

describe('spec §5 phone formatter: hyphen after 3 digits, then after 3 or 4 digits depending on length', () => {
  it('formats a 10-digit number as 3-3-4', () => {
    expect(formatPhone('0101234567')).toBe('010-123-4567');
  });

  it('formats an 11-digit number as 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('formats progressively while the user types', () => {
    const typed = '01012345678';
    const steps = Array.from({ length: typed.length }, (_, i) => formatPhone(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-123-45',
      '010-123-456',
      '010-123-4567',
      '010-1234-5678',
    ]);
  });

  it('strips non-digits, so pasted or re-formatted input is stable', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('(010)1234.5678')).toBe('010-1234-5678');
    expect(formatPhone('abc')).toBe('');
  });

  it('drops digits beyond 11', () => {
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
  });

  it('produces values the strict pattern accepts once complete', () => {
    expect(isValidPhone(formatPhone('01098765432'), 'PHONE')).toBe(true);
  });
});

describe("issue 28: a staff member's 알림톡 number is a current mobile number (010-XXXX-XXXX)", () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
  ])('keeps %j as %j', (input, stored) => {
    expect(normalizeMobilePhone(input)).toBe(stored);
  });

  it.each([
    '02-123-4567',
    '070-1234-5678',
    '011-123-4567',
    '010-1234-567',
    '010123456789',
    '010-1234-5678a',
    '+82 10 1234 5678',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeMobilePhone(input)).toBeNull();
  });
});
