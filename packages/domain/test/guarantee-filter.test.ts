import { describe, expect, it } from 'vitest';
import {
  GUARANTEE_SLIDER,
  guaranteeBounds,
  guaranteeStopLabel,
  isGuaranteeRangeOrdered,
} from '../src/guarantee-filter.ts';

describe('spec §5 guarantee filter: min at or below 0 means no lower bound; max at or above 350 means 9999', () => {
  it('drops the lower bound at 0 and below', () => {
    expect(guaranteeBounds({ minGuarantee: 0, maxGuarantee: 200 })).toEqual({ min: null, max: 200 });
    expect(guaranteeBounds({ minGuarantee: -50, maxGuarantee: 200 })).toEqual({ min: null, max: 200 });
    expect(guaranteeBounds({ minGuarantee: 1, maxGuarantee: 200 })).toEqual({ min: 1, max: 200 });
  });

  it('turns 350 and above into 9999, keeps 349', () => {
    expect(guaranteeBounds({ minGuarantee: 100, maxGuarantee: 350 })).toEqual({ min: 100, max: 9999 });
    expect(guaranteeBounds({ minGuarantee: 100, maxGuarantee: 400 })).toEqual({ min: 100, max: 9999 });
    expect(guaranteeBounds({ minGuarantee: 100, maxGuarantee: 349 })).toEqual({ min: 100, max: 349 });
  });

  it('leaves absent bounds absent', () => {
    expect(guaranteeBounds({})).toEqual({ min: null, max: null });
    expect(guaranteeBounds({ minGuarantee: null, maxGuarantee: null })).toEqual({ min: null, max: null });
  });
});

describe('the guarantee slider', () => {
  it('runs from 0 to the 350 stop in steps of 10, the top stop reading as any size', () => {
    expect(GUARANTEE_SLIDER).toEqual({ min: 0, max: 350, step: 10 });
    expect(guaranteeStopLabel(0)).toBe('0명');
    expect(guaranteeStopLabel(340)).toBe('340명');
    expect(guaranteeStopLabel(350)).toBe('350명 이상');
  });
});

describe('spec §5 350 = 9999 edge with a min above 350 (issue 25)', () => {
  it('keeps min 400 with max 350 in order: 350 stands for 9999', () => {
    expect(isGuaranteeRangeOrdered({ minGuarantee: 400, maxGuarantee: 350 })).toBe(true);
    expect(guaranteeBounds({ minGuarantee: 400, maxGuarantee: 350 })).toEqual({ min: 400, max: 9999 });
  });

  it('still refuses a real max below the min, under 350', () => {
    expect(isGuaranteeRangeOrdered({ minGuarantee: 300, maxGuarantee: 200 })).toBe(false);
    expect(isGuaranteeRangeOrdered({ minGuarantee: 349, maxGuarantee: 340 })).toBe(false);
  });

  it('treats min at or below 0 and an absent side as no bound, so always in order', () => {
    expect(isGuaranteeRangeOrdered({ minGuarantee: -5, maxGuarantee: 100 })).toBe(true);
    expect(isGuaranteeRangeOrdered({ minGuarantee: 500 })).toBe(true);
  });
});
