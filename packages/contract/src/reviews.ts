import { PAGE_SIZE } from '@wedding/domain/constants';
import * as z from 'zod/mini';

// The hall page's review list (spec §3 'Review or comment', §7 review list params). The reviews issue extends it
// into the full partner review section; the names and encodings here are already the spec's.

const int = () => z.number().check(z.int());

export const reviewListQuerySchema = z.object({
  partnerUuid: z.string().check(z.uuid('웨딩홀을 찾을 수 없어요.')),
  /** 2 normal, 1 blinded. */
  blockState: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => n === 1 || n === 2, 'blockState는 1 또는 2예요.'),
    ),
    2,
  ),
  fetchStart: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  fetchSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), PAGE_SIZE.COMMUNITY_REVIEWS),
  /** 2 newest first, 4 best first. */
  sort: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => n === 2 || n === 4, 'sort는 2 또는 4예요.'),
    ),
    2,
  ),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  uuid: z.string(),
  id: int(),
  customerUuid: z.string(),
  nick: z.string(),
  profileUrl: z.nullable(z.string()),
  /** 1 anonymous, 0 named. */
  anonymous: int(),
  weddingMonth: z.nullable(z.string()),
  /** Epoch ms. */
  regTsp: int(),
  content: z.string(),
  images: z.array(z.object({ url: z.string() })),
  tags: z.array(z.object({ id: int(), name: z.string() })),
  reviews: z.array(z.object({ kname: z.string(), v: z.number() })),
  likeCnt: int(),
  replyCnt: int(),
  answer: z.nullable(z.object({ authorNick: z.string(), content: z.string(), regTsp: int() })),
  mentorState: int(),
  /** 0 deleted by its author, 1 normal, 3 a notice. */
  state: int(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = z.object({
  item: z.array(reviewSchema),
  reviewSummary: z.object({ totalReviewCnt: int(), reviewCnt: int() }),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
