import { PLANNER_RATING_ITEMS, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { PLANNER_REVIEW_BODIES, REVIEW_BODIES, REVIEW_CLOSINGS, REVIEW_OPENINGS } from '../data/review-texts.ts';
import type { Rng } from '../prng.ts';

/** A review of one to six sentences: short one-liners and long stories (over 100 characters) both occur. */
export function reviewText(rng: Rng, forPlanner: boolean): string {
  const bodies = forPlanner ? [...PLANNER_REVIEW_BODIES, ...REVIEW_BODIES.slice(4, 5)] : REVIEW_BODIES;
  const long = rng.chance(0.55);
  const parts = [
    long ? rng.pick(REVIEW_OPENINGS) : '',
    ...rng.sample(bodies, long ? rng.int(3, 5) : rng.int(1, 2)),
    long ? rng.pick(REVIEW_CLOSINGS) : '',
  ];
  return parts.filter((p) => p.length > 0).join(' ');
}

/** Mostly 5s and 4s with the odd disappointed reviewer, like real ratings; a planner on a planner's items. */
export function reviewRatings(rng: Rng, forPlanner: boolean): { kname: string; v: number }[] {
  const unhappy = rng.chance(0.1);
  return (forPlanner ? PLANNER_RATING_ITEMS : REVIEW_RATING_ITEMS).map((kname) => {
    if (unhappy) return { kname, v: rng.int(1, 3) };
    const roll = rng.next();
    return { kname, v: roll < 0.6 ? 5 : roll < 0.92 ? 4 : 3 };
  });
}
