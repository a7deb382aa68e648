import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  findControlCharacter,
  INSTANT_MAX_MS,
  INSTANT_MIN_MS,
  INT32_MAX,
  idField,
  idParam,
  instantMsField,
} from '../src/input-limits.ts';

describe('input limits (issue 13: what PostgreSQL refuses is refused at the door)', () => {
  it('finds a NUL or other control character anywhere, by path, and allows tab and line breaks', () => {
    expect(findControlCharacter({ keyword: 'a\u0000b' })).toBe('keyword');
    expect(findControlCharacter({ items: [{ value: 'ok' }, { value: 'x\u001bx' }] })).toBe('items.1.value');
    expect(findControlCharacter({ 'k\u0000': 'v' })).toBe('k\u0000');
    expect(findControlCharacter('\u007f')).toBe('');
    expect(findControlCharacter({ text: '첫 줄\n둘째 줄\r\n\t들여쓰기', n: 3, none: null })).toBeNull();
  });

  it('bounds ids by the int4 column', () => {
    expect(z.safeParse(idField(), INT32_MAX).success).toBe(true);
    expect(z.safeParse(idField(), INT32_MAX + 1).success).toBe(false);
    expect(z.safeParse(idField(), 0).success).toBe(false);
    expect(z.safeParse(idParam(), '2147483648').success).toBe(false);
    expect(z.safeParse(idParam(), '42').data).toBe(42);
  });

  it('bounds instants to 2000–2100, so no epoch becomes an invalid date', () => {
    expect(INSTANT_MIN_MS).toBe(946_684_800_000);
    expect(INSTANT_MAX_MS).toBe(4_102_444_800_000);
    expect(z.safeParse(instantMsField(), Date.UTC(2027, 4, 1)).success).toBe(true);
    expect(z.safeParse(instantMsField(), 9_007_199_254_740_991).success).toBe(false);
    expect(z.safeParse(instantMsField(), -1).success).toBe(false);
  });
});
