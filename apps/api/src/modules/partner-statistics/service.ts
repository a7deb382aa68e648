import type { Statistics } from '@wedding/contract/partner-statistics';
import type { StatisticsRepository } from './repository.ts';

export type StatisticsService = { weekly(partnerId: number): Promise<Statistics> };

/** The console dashboard's figures (issue 26 §6). */
export function createStatisticsService(deps: {
  repository: StatisticsRepository;
  now: () => Date;
}): StatisticsService {
  return {
    async weekly(partnerId) {
      const rows = await deps.repository.weekly(partnerId, deps.now());
      return {
        weeks: rows.map((r) => ({
          weekStart: r.week_start,
          views: r.views,
          likes: r.likes,
          holds: r.holds,
          visitRequests: r.visit_requests,
          bookings: r.bookings,
          // Of the week's page views, the share that a visit request followed (same week, not per person).
          conversion: r.views === 0 ? null : Math.round((r.visit_requests / r.views) * 10_000) / 10_000,
        })),
      };
    },
  };
}
