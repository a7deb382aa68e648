import { z } from 'zod';

/** Partner card (spec §3). type 2 = wedding hall, 37 = planner. */
export const partnerCardSchema = z.object({
  partnerUuid: z.string().uuid(),
  partnerName: z.string(),
  coverUrl: z.string(),
  region: z.string(),
  isLiked: z.boolean(),
  isAdvertise: z.boolean(),
  adName: z.string().nullable(),
  adCode: z.string().nullable(),
  type: z.number().int(),
});
export type PartnerCard = z.infer<typeof partnerCardSchema>;

export const popularWeddingHallsResponseSchema = z.object({ item: z.array(partnerCardSchema) });
export type PopularWeddingHallsResponse = z.infer<typeof popularWeddingHallsResponseSchema>;

/** `limit` is ours (the spec shows none); the page shows 10. */
export const popularWeddingHallsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PopularWeddingHallsQuery = z.infer<typeof popularWeddingHallsQuerySchema>;
