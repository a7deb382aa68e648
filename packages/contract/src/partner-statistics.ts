import * as z from 'zod/mini';

// The partner console's dashboard (issue 26 §6).

/** One Monday-to-Sunday week of the Asia/Seoul calendar. */
export const statisticsWeekSchema = z.object({
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  views: z.number(),
  likes: z.number(),
  holds: z.number(),
  visitRequests: z.number(),
  bookings: z.number(),
  /** Visit requests per page view, 0–1 (null without views). */
  conversion: z.nullable(z.number()),
});
export type StatisticsWeek = z.infer<typeof statisticsWeekSchema>;
export const statisticsResponseSchema = z.object({
  item: z.object({ weeks: z.array(statisticsWeekSchema) }),
});
export type Statistics = z.infer<typeof statisticsResponseSchema>['item'];
