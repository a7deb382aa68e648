import { describe, expect, it } from 'vitest';
import { EXCERPT_ELLIPSIS, excerpt, MORE_LABEL } from '../src/excerpt.ts';

describe("spec §9 review excerpt: 100 characters then '... more'", () => {
  it('keeps text of exactly 100 characters whole', () => {
    const text = '가'.repeat(100);
    expect(excerpt(text)).toEqual({ text, truncated: false });
  });

  it('cuts 101 characters to 100 and flags the more link', () => {
    const text = `${'가'.repeat(100)}나`;
    expect(excerpt(text)).toEqual({ text: '가'.repeat(100), truncated: true });
  });

  it('counts code points, never splitting an emoji surrogate pair', () => {
    const text = '💍'.repeat(101);
    const result = excerpt(text);
    expect(result.truncated).toBe(true);
    expect(Array.from(result.text)).toHaveLength(100);
    expect(result.text).toBe('💍'.repeat(100));
    expect(excerpt('💍'.repeat(100)).truncated).toBe(false); // 200 UTF-16 units, still 100 characters
  });

  it('trims whitespace left at the cut', () => {
    const text = `${'가'.repeat(99)} 나다`;
    expect(excerpt(text)).toEqual({ text: '가'.repeat(99), truncated: true });
  });

  it('accepts another limit', () => {
    expect(excerpt('웨딩홀 후기', 3)).toEqual({ text: '웨딩홀', truncated: true });
  });

  it("labels the link 더보기, shown after '... '", () => {
    expect(MORE_LABEL).toBe('더보기');
    expect(`${EXCERPT_ELLIPSIS}${MORE_LABEL}`).toBe('... 더보기');
  });
});
