import { describe, expect, it } from 'vitest';
import {
  bestValueMarks,
  distanceKm,
  distanceLabel,
  parseComparisonItems,
  parseComparisonRef,
  roundRating,
} from '../src/hall-comparison.ts';

const UUID = '0b6f3c1e-8a55-4c1e-9d36-2f1b7c9e4a10';

describe('issue 30 §3: 2–4 halls, rooms or slots', () => {
  it('reads refs: a slot by its id, a hall or a room by uuid', () => {
    expect(parseComparisonRef('slot:12')).toEqual({ kind: 'slot', id: '12' });
    expect(parseComparisonRef(`hall:${UUID}`)).toEqual({ kind: 'hall', id: UUID });
    expect(parseComparisonRef(`room:${UUID.toUpperCase()}`)).toEqual({ kind: 'room', id: UUID });
    expect(parseComparisonRef(`slot:${UUID}`)).toBeNull();
    expect(parseComparisonRef('hall:12')).toBeNull();
    expect(parseComparisonRef('x:1')).toBeNull();
  });

  it('takes 2 to 4 distinct items', () => {
    expect(parseComparisonItems('slot:1,slot:2')).toEqual({
      refs: [
        { kind: 'slot', id: '1' },
        { kind: 'slot', id: '2' },
      ],
    });
    expect(parseComparisonItems('slot:1,slot:1')).toEqual({ problem: '2~4개를 골라 비교할 수 있어요.' });
    expect(parseComparisonItems('slot:1,slot:2,slot:3,slot:4,slot:5')).toHaveProperty('problem');
    expect(parseComparisonItems('slot:1,nope')).toHaveProperty('problem');
  });
});

describe('the best value in each row is marked', () => {
  it('marks the lowest price', () => {
    expect(bestValueMarks([3_000_000, 2_500_000, 4_000_000], 'min')).toEqual([false, true, false]);
  });
  it('marks the highest rating, ties together', () => {
    expect(bestValueMarks([4.5, 4.8, 4.8], 'max')).toEqual([false, true, true]);
  });
  it('never marks an unknown (정보 없음) figure, nor a lone figure, nor all equal', () => {
    expect(bestValueMarks([null, 2_000_000, 3_000_000], 'min')).toEqual([false, true, false]);
    expect(bestValueMarks([null, 2_000_000], 'min')).toEqual([false, false]);
    expect(bestValueMarks([5, 5], 'max')).toEqual([false, false]);
    expect(bestValueMarks([null, null], 'min')).toEqual([false, false]);
  });
});

describe('distance from a chosen address (haversine on the halls’ coordinates)', () => {
  it('Seoul Station to Gangnam Station is about 8.1 km in a straight line', () => {
    const km = distanceKm({ lat: 37.5547, lng: 126.9707 }, { lat: 37.4979, lng: 127.0276 });
    expect(km).toBeGreaterThan(8.0);
    expect(km).toBeLessThan(8.3);
    expect(distanceLabel(km)).toMatch(/^8\.\dkm$/);
  });
  it('says metres under 1 km, and 0 at the same spot', () => {
    expect(distanceKm({ lat: 37.5, lng: 127 }, { lat: 37.5, lng: 127 })).toBe(0);
    expect(distanceLabel(0.85)).toBe('850m');
    expect(distanceLabel(12.34)).toBe('12.3km');
  });
  it('rounds a rating to one decimal, unknown stays unknown', () => {
    expect(roundRating(4.349)).toBe(4.3);
    expect(roundRating(null)).toBeNull();
  });
});
