import { PAGE_SIZE } from '@wedding/domain/constants';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import * as z from 'zod/mini';
import { partnerCardSchema } from './partners.ts';
import { slotSchema } from './slots.ts';

// The favourites pages (spec §2 /my-interest/like and /my-interest/like/slot, §7 Likes: the liked-partner
// lists with the /web/v3/ variant and /{type}, fetchStart and fetchSize 20).

const int = () => z.number().check(z.int());

export const likesPageQuerySchema = z.object({
  fetchStart: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  fetchSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), PAGE_SIZE.LIKES),
});
export type LikesPageQuery = z.infer<typeof likesPageQuerySchema>;

/** The partner types a favourites tab lists: 2 wedding halls, 37 planners. */
export const LIKED_PARTNER_TYPES = [PARTNER_TYPE.WEDDING_HALL, PARTNER_TYPE.PLANNER] as const;
export const likedPartnersParamsSchema = z.object({
  type: z.coerce
    .number('찜 종류를 확인해 주세요.')
    .check(z.refine((v) => (LIKED_PARTNER_TYPES as readonly number[]).includes(v), '찜 종류를 확인해 주세요.')),
});

/** Newest like first; `total` counts every liked partner of the asked type(s). */
export const likedPartnersResponseSchema = z.object({ item: z.array(partnerCardSchema), total: int() });
export type LikedPartnersResponse = z.infer<typeof likedPartnersResponseSchema>;

/** A liked slot, with whether it can still be had (open and not past) and when it was liked. */
export const likedSlotSchema = z.object({ ...slotSchema.shape, available: z.boolean(), likedAt: z.string() });
export type LikedSlot = z.infer<typeof likedSlotSchema>;
export const likedSlotsResponseSchema = z.object({ item: z.array(likedSlotSchema), total: int() });
export type LikedSlotsResponse = z.infer<typeof likedSlotsResponseSchema>;
