import type { SlotDensity } from './factories/wedding-day.ts';

export const SEED_SIZES = ['small', 'demo', 'large'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

export type SizePlan = {
  halls: number;
  /** Planner head offices and how many branches each has. */
  plannerHeads: number;
  branchesPerHead: readonly [number, number];
  customers: number;
  density: SlotDensity;
  reviewsPerPartner: readonly [number, number];
  commentsPerReview: readonly [number, number];
  blogReviewsPerPartner: readonly [number, number];
  popularAds: number;
  visitReservations: number;
};

// small: a few hundred slots for tests; demo: ~30k slots for `npm start`; large: ~1M slots for benchmarks.
export const SIZE_PLANS: Readonly<Record<SeedSize, SizePlan>> = {
  small: {
    halls: 12,
    plannerHeads: 1,
    branchesPerHead: [2, 2],
    customers: 40,
    density: { perDay: { FRIDAY: 0.03, SATURDAY: 0.06, SUNDAY: 0.04 }, maxPerDay: 2 },
    reviewsPerPartner: [1, 6],
    commentsPerReview: [0, 2],
    blogReviewsPerPartner: [0, 2],
    popularAds: 3,
    visitReservations: 8,
  },
  demo: {
    halls: 60,
    plannerHeads: 4,
    branchesPerHead: [2, 4],
    customers: 600,
    density: { perDay: { FRIDAY: 0.25, SATURDAY: 0.45, SUNDAY: 0.35 }, maxPerDay: 3 },
    reviewsPerPartner: [3, 14],
    commentsPerReview: [0, 3],
    blogReviewsPerPartner: [0, 4],
    popularAds: 6,
    visitReservations: 80,
  },
  large: {
    halls: 1000,
    plannerHeads: 8,
    branchesPerHead: [3, 6],
    customers: 20_000,
    density: { perDay: { FRIDAY: 0.42, SATURDAY: 0.72, SUNDAY: 0.57 }, maxPerDay: 4 },
    reviewsPerPartner: [2, 10],
    commentsPerReview: [0, 2],
    blogReviewsPerPartner: [0, 3],
    popularAds: 20,
    visitReservations: 2_000,
  },
};
