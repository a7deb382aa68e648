import * as z from 'zod/mini';
import { individualHallSchema } from './hall-detail.ts';
import { idParam } from './input-limits.ts';
import { slotSchema } from './slots.ts';

// The individual-hall pages' calls (spec §2 individual hall and its preview, §3 Individual hall, Comparison data).
// Apart from hall-detail.ts so the hall page's first load does not carry the slot and comparison schemas.

const uuidParam = (message: string) => z.string().check(z.uuid(message));
const int = () => z.number().check(z.int());

export const individualHallsResponseSchema = z.object({ item: z.array(individualHallSchema) });

export const individualHallParamsSchema = z.object({
  uuid: uuidParam('웨딩홀을 찾을 수 없어요.'),
  hallUuid: uuidParam('홀을 찾을 수 없어요.'),
});

/** The spec's individual-hall route names the venue by its profile id (§2). */
export const profileRoomParamsSchema = z.object({
  partnerProfileId: idParam('웨딩홀을 찾을 수 없어요.'),
  hallUuid: uuidParam('홀을 찾을 수 없어요.'),
});

/** One room with its venue and its nearest open slots (the individual-hall page). */
export const individualHallDetailSchema = z.object({
  hall: individualHallSchema,
  venue: z.object({ partnerUuid: z.string(), partnerId: int(), partnerProfileId: int(), bizName: z.string() }),
  slots: z.array(slotSchema),
  /** Whether the viewer has liked this room (POST/DELETE /v3/like/hall/{id}); false for a guest. */
  isLike: z.boolean(),
});
export type IndividualHallDetail = z.infer<typeof individualHallDetailSchema>;
export const individualHallDetailResponseSchema = z.object({ item: individualHallDetailSchema });
export type IndividualHallDetailResponse = z.infer<typeof individualHallDetailResponseSchema>;

export const COMPARISON_STATUSES = ['updated', 'deleted', 'created', 'unchanged'] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];

const compared = <T extends z.core.SomeType>(value: T) =>
  z.object({ status: z.enum(COMPARISON_STATUSES), published: z.nullable(value), draft: z.nullable(value) });

export const hallPreviewParamsSchema = z.object({ hallId: idParam('홀을 찾을 수 없어요.') });
/**
 * The preview link's secret (decision 0033): a room's unpublished draft answers only with it; without it, or
 * with another, the preview is a 404 like a room that does not exist.
 */
export const hallPreviewQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100, '미리보기 주소를 다시 확인해 주세요.'))),
});
export const hallPreviewSchema = z.object({
  hallId: int(),
  partnerUuid: z.string(),
  bizName: z.string(),
  /** When the draft was saved; null when the hall has no pending draft (every field is then unchanged). */
  draftedAt: z.nullable(z.string()),
  fields: z.object({
    name: compared(z.string()),
    images: compared(z.array(z.string())),
    rentalFee: compared(int()),
    // The fields the hall card shows (spec §9): rental fee, meal fee per guest, wedding gap, suggested guests.
    mealFee: compared(int()),
    weddingGapMinutes: compared(z.array(int())),
    suggestPersonnel: compared(int()),
  }),
  /**
   * The venue's own pending edit (address, parking, consulting hours…: decision 0042), each field in words with
   * its status; empty when the venue has no draft.
   */
  venue: z.object({
    draftedAt: z.nullable(z.string()),
    fields: z.array(
      z.object({
        field: z.string(),
        label: z.string(),
        status: z.enum(COMPARISON_STATUSES),
        published: z.string(),
        draft: z.string(),
      }),
    ),
  }),
});
export type HallPreview = z.infer<typeof hallPreviewSchema>;
export const hallPreviewResponseSchema = z.object({ item: hallPreviewSchema });
export type HallPreviewResponse = z.infer<typeof hallPreviewResponseSchema>;
