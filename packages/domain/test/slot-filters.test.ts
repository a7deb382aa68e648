import { describe, expect, it } from 'vitest';
import { expandWeddingTimes } from '../src/slot-filters.ts';

describe('expandWeddingTimes (spec §9: hourly 09:00 to 19:00 plus 20:00 ~ covering 20:00 and 21:00)', () => {
  it('keeps hourly chips as they are, in time order', () => {
    expect(expandWeddingTimes(['13:00', '09:00'])).toEqual(['09:00', '13:00']);
  });
  it("reads the '20:00 ~' chip as 20:00 and 21:00", () => {
    expect(expandWeddingTimes(['20:00'])).toEqual(['20:00', '21:00']);
    expect(expandWeddingTimes(['19:00', '20:00'])).toEqual(['19:00', '20:00', '21:00']);
  });
  it('drops values that are not wedding start times and duplicates', () => {
    expect(expandWeddingTimes(['08:00', '11:00', '11:00', 'noon'])).toEqual(['11:00']);
  });
});
