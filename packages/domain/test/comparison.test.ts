import { describe, expect, it } from 'vitest';
import { compareField } from '../src/comparison.ts';

// spec §3 Comparison data: each field is updated, deleted, created or unchanged.
describe('compareField', () => {
  it('a field the draft does not touch is unchanged, whatever its value', () => {
    expect(compareField('그랜드홀', undefined, false)).toBe('unchanged');
  });
  it('a different value is updated', () => {
    expect(compareField(1_000_000, 1_500_000, true)).toBe('updated');
    expect(compareField([90], [90, 120], true)).toBe('updated');
  });
  it('the same value set again is unchanged', () => {
    expect(compareField(['a.jpg', 'b.jpg'], ['a.jpg', 'b.jpg'], true)).toBe('unchanged');
    expect(compareField(250, 250, true)).toBe('unchanged');
  });
  it('a value where there was none is created', () => {
    expect(compareField(null, 200, true)).toBe('created');
    expect(compareField([], [60], true)).toBe('created');
  });
  it('no value where there was one is deleted', () => {
    expect(compareField(200, null, true)).toBe('deleted');
    expect(compareField(['a.jpg'], [], true)).toBe('deleted');
  });
  it('nothing before and nothing after is unchanged', () => {
    expect(compareField(null, '', true)).toBe('unchanged');
  });
});
