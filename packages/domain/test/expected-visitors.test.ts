import { describe, expect, it } from 'vitest';
import { expectedVisitors } from '../src/expected-visitors.ts';

describe('spec §5 expected visitors: min capped at 400; max is min+50 capped at 400 (0 if min is 400 or more)', () => {
  it('adds 50 below the cap', () => {
    expect(expectedVisitors(100)).toEqual({ min: 100, max: 150 });
    expect(expectedVisitors(0)).toEqual({ min: 0, max: 50 });
    expect(expectedVisitors(350)).toEqual({ min: 350, max: 400 });
  });

  it('caps max at 400: 399 → 449 becomes 400', () => {
    expect(expectedVisitors(399)).toEqual({ min: 399, max: 400 });
    expect(expectedVisitors(351)).toEqual({ min: 351, max: 400 });
  });

  it('gives max 0 at 400', () => {
    expect(expectedVisitors(400)).toEqual({ min: 400, max: 0 });
  });

  it('caps min at 400 above it, with max 0', () => {
    expect(expectedVisitors(500)).toEqual({ min: 400, max: 0 });
  });

  it('never goes negative or NaN', () => {
    expect(expectedVisitors(-10)).toEqual({ min: 0, max: 50 });
    expect(expectedVisitors(Number.NaN)).toEqual({ min: 0, max: 50 });
  });
});
