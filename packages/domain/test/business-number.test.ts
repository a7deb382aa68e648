import { describe, expect, it } from 'vitest';
import { BUSINESS_NUMBER_MESSAGES, hasValidCheckDigit, parseBusinessNumber } from '../src/business-number.ts';

describe('사업자등록번호 (issue 29 §4: checked with the check-digit rule)', () => {
  it('accepts published numbers, hyphenated or not, and writes them XXX-XX-XXXXX', () => {
    // 1·1+2·3+4·7+8·1+1·3+0·7+0·1+9·3+9·5 = 118, + ⌊9·5/10⌋ = 122 → check digit (10 − 2) mod 10 = 8.
    expect(parseBusinessNumber('124-81-00998')).toEqual({ ok: true, value: '124-81-00998' });
    expect(parseBusinessNumber('2208162517')).toEqual({ ok: true, value: '220-81-62517' });
  });

  it('refuses a wrong check digit and anything that is not ten digits, in Korean', () => {
    expect(parseBusinessNumber('124-81-00997')).toEqual({ ok: false, message: BUSINESS_NUMBER_MESSAGES.CHECK_DIGIT });
    expect(parseBusinessNumber('124-81-0099')).toEqual({ ok: false, message: BUSINESS_NUMBER_MESSAGES.FORMAT });
    expect(parseBusinessNumber('124-81-00998-1')).toEqual({ ok: false, message: BUSINESS_NUMBER_MESSAGES.FORMAT });
    expect(parseBusinessNumber('12a-81-00998')).toEqual({ ok: false, message: BUSINESS_NUMBER_MESSAGES.FORMAT });
  });

  it('changes its verdict when any one digit changes (every position is weighted)', () => {
    const valid = '1248100998';
    for (let i = 0; i < 10; i += 1) {
      const changed = valid.slice(0, i) + String((Number(valid[i]) + 1) % 10) + valid.slice(i + 1);
      expect(hasValidCheckDigit(changed), changed).toBe(false);
    }
  });
});
