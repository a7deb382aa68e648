import { findControlCharacter } from '@wedding/contract/input-limits';
import { describe, expect, it } from 'vitest';

/** The control-character check walks untrusted values: it must not need a stack frame per level (issue 23). */
describe('findControlCharacter on deep values', () => {
  const nest = (depth: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i += 1) value = [value];
    return value;
  };

  it('walks 100,000 levels without overflowing and names the path', () => {
    expect(findControlCharacter(nest(100_000, 'fine'))).toBeNull();
    const found = findControlCharacter({ items: nest(100_000, 'a\u0000b') });
    expect(found?.startsWith('items.0.0.')).toBe(true);
    expect(found?.split('.').length).toBe(100_001);
  });

  it('still reports the first finding in document order, keys before their values', () => {
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0001' }], c: '\u0002' })).toBe('a.1.b');
    expect(findControlCharacter({ 'k\u0000': 'v\u0000' })).toBe('k\u0000');
    expect(findControlCharacter({ a: { b: 'ok' }, c: ['\u007f'] })).toBe('c.0');
  });
});
