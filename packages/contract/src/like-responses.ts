import * as z from 'zod/mini';

// What every like call answers: the resulting state, so an optimistic heart can settle on it.
export const partnerLikeResponseSchema = z.object({
  item: z.object({ partnerUuid: z.string(), isLike: z.boolean(), likeCount: z.number().check(z.int()) }),
});
export type PartnerLikeResponse = z.infer<typeof partnerLikeResponseSchema>;

export const hallLikeResponseSchema = z.object({
  item: z.object({ id: z.number().check(z.int()), isLike: z.boolean() }),
});
export type HallLikeResponse = z.infer<typeof hallLikeResponseSchema>;
