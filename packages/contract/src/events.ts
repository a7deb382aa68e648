import * as z from 'zod/mini';

// Its own module: the event section and the home preview need only this, not the hall search's schemas.
/** GET /v3/book/events: hall events (benefits) running now, for the event section. */
export const hallEventSchema = z.object({
  uuid: z.string(),
  partnerUuid: z.string(),
  partnerName: z.string(),
  region: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  discountRate: z.number().check(z.int()),
  /** Epoch ms. */
  startsAt: z.number().check(z.int()),
  endsAt: z.number().check(z.int()),
});
export type HallEvent = z.infer<typeof hallEventSchema>;
export const hallEventsResponseSchema = z.object({ item: z.array(hallEventSchema) });
export type HallEventsResponse = z.infer<typeof hallEventsResponseSchema>;
