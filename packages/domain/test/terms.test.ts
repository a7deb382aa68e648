import { describe, expect, it } from 'vitest';
import { hasAllRequiredTerms, isAllAgreed, REQUIRED_TERM_KEYS, TERM_KEYS, TERMS } from '../src/terms.ts';

describe('sign-up terms: required and optional items with agree-all', () => {
  it('has three required and two optional items', () => {
    expect(REQUIRED_TERM_KEYS).toEqual(['AGE_OVER_14', 'SERVICE', 'PRIVACY']);
    expect(TERMS.filter((t) => !t.required).map((t) => t.key)).toEqual(['MARKETING', 'NIGHT_PUSH']);
  });
  it('needs every required item, optional ones not', () => {
    expect(hasAllRequiredTerms(['AGE_OVER_14', 'SERVICE', 'PRIVACY'])).toBe(true);
    expect(hasAllRequiredTerms(['AGE_OVER_14', 'SERVICE', 'MARKETING'])).toBe(false);
  });
  it('agree-all is on only when every item is agreed', () => {
    expect(isAllAgreed(REQUIRED_TERM_KEYS)).toBe(false);
    expect(isAllAgreed(TERM_KEYS)).toBe(true);
  });
});
