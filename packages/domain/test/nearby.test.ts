import { describe, expect, it } from 'vitest';
import { mergeNearby, shuffle } from '../src/nearby.ts';

const hall = (n: number) => ({ partnerUuid: `h${n}` });
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};

describe('spec §7 nearby recommendations: up to 20 are shuffled in after the advertised results', () => {
  it('keeps ads first and in order', () => {
    const result = mergeNearby([hall(1), hall(2)], [hall(3), hall(4)], { random: seeded(1) });
    expect(result.slice(0, 2)).toEqual([hall(1), hall(2)]);
    expect(
      result
        .slice(2)
        .map((h) => h.partnerUuid)
        .sort(),
    ).toEqual(['h3', 'h4']);
  });

  it('adds at most 20 recommendations', () => {
    const recs = Array.from({ length: 30 }, (_, i) => hall(100 + i));
    const result = mergeNearby([hall(1)], recs, { random: seeded(7) });
    expect(result).toHaveLength(21);
    expect(new Set(result.map((h) => h.partnerUuid)).size).toBe(21);
  });

  it('leaves out duplicates and the hall being viewed', () => {
    const result = mergeNearby([hall(1)], [hall(1), hall(2), hall(2), hall(3)], {
      excludeUuid: 'h3',
      random: seeded(3),
    });
    expect(result.map((h) => h.partnerUuid)).toEqual(['h1', 'h2']);
  });

  it('is deterministic for a given random source and shuffles without losing items', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(shuffle(items, seeded(42))).toEqual(shuffle(items, seeded(42)));
    expect([...shuffle(items, seeded(42))].sort((a, b) => a - b)).toEqual(items);
  });
});
