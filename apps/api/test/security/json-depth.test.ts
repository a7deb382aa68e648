import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../src/plugins/json-depth.ts';
import { jsonNestedTo } from '../helpers/openapi-sample.ts';

/** The depth scanner that refuses a JSON body before it is parsed (issue 23, decision 0031). */
describe('exceedsJsonDepth', () => {
  it('lets 32 levels through and refuses 33', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    const at32 = jsonNestedTo(32);
    const at33 = jsonNestedTo(33);
    expect(() => JSON.parse(at33)).not.toThrow();
    expect(exceedsJsonDepth(at32)).toBe(false);
    expect(exceedsJsonDepth(at33)).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(32)}1${'}'.repeat(32)}`)).toBe(false);
  });

  it('counts nesting, not brackets: siblings and closed levels do not add up', () => {
    const level31 = `${'['.repeat(31)}${']'.repeat(31)}`;
    expect(exceedsJsonDepth(`[${level31},${level31},${level31}]`)).toBe(false);
    expect(exceedsJsonDepth(`{"a":${jsonNestedTo(31)},"b":${jsonNestedTo(31)}}`)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const brackets = '[{'.repeat(100);
    expect(exceedsJsonDepth(JSON.stringify({ text: brackets }))).toBe(false);
    // An escaped quote does not end the string, so the brackets after it are still text.
    expect(exceedsJsonDepth(`{"text":"say \\"${brackets}\\" twice"}`)).toBe(false);
    // An escaped backslash does end before the quote, so what follows is structure again.
    expect(exceedsJsonDepth(`["a\\\\",${'['.repeat(32)}${']'.repeat(32)}]`)).toBe(true);
    expect(exceedsJsonDepth(`{"${brackets}":1}`)).toBe(false);
  });

  it('scans 8,000 levels (16 KB) and a megabyte without recursion', () => {
    expect(exceedsJsonDepth(jsonNestedTo(8000))).toBe(true);
    expect(exceedsJsonDepth(`[${'"x",'.repeat(200_000)}"x"]`)).toBe(false);
  });

  it('leaves malformed text to JSON.parse', () => {
    expect(exceedsJsonDepth(']]]]{')).toBe(false);
    expect(exceedsJsonDepth('"unterminated [[[[')).toBe(false);
    expect(exceedsJsonDepth('')).toBe(false);
  });
});
