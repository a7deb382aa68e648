import * as z from 'zod/mini';
import { idParam } from './input-limits.ts';

// The answers live in their own module: the hearts on home and search need them, not these request schemas.
export * from './like-responses.ts';

// Venue and individual-hall likes (spec §7 Likes). One like per customer and target; every call answers the
// resulting state, so a client can settle its optimistic heart on it.

const partnerUuid = z.string().check(z.uuid('웨딩홀을 찾을 수 없어요.'));
const state = (value: 0 | 1) =>
  z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => n === value),
    ),
  );

/** POST /v3/like/partner: multipart (or JSON) partnerUuid, partnerName, state=1. */
export const likePartnerBodySchema = z.object({
  partnerUuid,
  partnerName: z.optional(z.string().check(z.maxLength(200))),
  state: state(1),
});
/** DELETE /v3/like/partner?partnerUuid&partnerName&state=0 */
export const unlikePartnerQuerySchema = z.object({
  partnerUuid,
  partnerName: z.optional(z.string().check(z.maxLength(200))),
  state: state(0),
});
/** PUT /v3/20240729/partner/{uuid}/like {state 0/1} */
export const partnerLikeParamsSchema = z.object({ uuid: partnerUuid });
export const partnerLikeStateBodySchema = z.object({
  state: z.coerce.number().check(
    z.int(),
    z.refine((n) => n === 0 || n === 1, 'state는 0 또는 1이에요.'),
  ),
});

/** POST and DELETE /v3/like/hall/{id}: an individual hall (a room of a venue). */
export const hallLikeParamsSchema = z.object({ id: idParam('홀을 찾을 수 없어요.') });
