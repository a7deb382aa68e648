import * as z from 'zod/mini';

// Page views and scroll depth of the hall page (spec §9: scroll analytics debounced 5 s). The native app sends
// them through its bridge; a browser posts them here, to be shown to the hall by the partner console.

export const ANALYTICS_EVENT_NAMES = ['hall_view', 'hall_scroll'] as const;
export const analyticsEventBodySchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  partnerUuid: z.string().check(z.uuid()),
  /** The tab the page was on (1–4). */
  tabId: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  /** Deepest scroll reached, in percent of the page. */
  scrollDepth: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;
