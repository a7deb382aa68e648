import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_PATH, safeReturnPath } from '../src/return-path.ts';

describe('after login the user returns to where they were (issue 3 §5)', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeReturnPath('/weddinghall/abc?tabId=4')).toBe('/weddinghall/abc?tabId=4');
  });
  it('refuses other origins, protocol-relative and backslash tricks', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb']) {
      expect(safeReturnPath(bad)).toBe(DEFAULT_AFTER_LOGIN_PATH);
    }
  });
  it('does not return to an auth page, which would loop', () => {
    expect(safeReturnPath('/sign-in/email')).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });
  it('falls back when empty', () => {
    expect(safeReturnPath(null)).toBe('/weddinghall/home');
    expect(safeReturnPath('', '/mypage')).toBe('/mypage');
  });
});
