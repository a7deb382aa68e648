import {
  PLANNER_RATING_ITEMS,
  RATING_ITEM_NAMES,
  REVIEW_CONTENT_MAX,
  REVIEW_RATING_ITEMS,
  REVIEW_RATING_MAX,
  REVIEW_TAG_MAX,
  reviewContentProblem,
} from '@wedding/domain/community';
import { PAGE_SIZE, UPLOAD_MAX_COUNT } from '@wedding/domain/constants';
import * as z from 'zod/mini';
import { reviewImageField } from './uploads.ts';

// The partner review section (spec §3 'Review or comment', §7 review list params, issue 11). The names and
// encodings are the spec's: anonymous 1/0, regTsp epoch ms, reviews[kname,v], state 0/1/3.

const int = () => z.number().check(z.int());

/**
 * Spec §7 Community opens with `GET {token}?category=4`, and §7 gives the review list's params without naming its
 * call: this is it, category 4 being the community's reviews (2 is a comment, 3 a review's like). Sent by the web;
 * optional for older callers, and any other category is refused rather than answered with reviews.
 */
export const REVIEW_LIST_CATEGORY = 4;

export const reviewListQuerySchema = z.object({
  category: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => n === REVIEW_LIST_CATEGORY, 'category는 4예요.'),
    ),
    REVIEW_LIST_CATEGORY,
  ),
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
  /**
   * true (the default): the reviews of every branch of the partner's company; false: this branch only (the
   * 'current branch reviews only' checkbox). A partner without branches has the same reviews either way.
   */
  withStore: z._default(z.stringbool(), true),
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
  /** Whether the viewer liked it (false for a guest). */
  isLike: z.boolean(),
  /** The branch or venue the review is about ('OO웨딩 강남점'). */
  partnerText: z.string(),
  /** The partner the review is about, as a small card linking to it. */
  card: z.nullable(
    z.object({
      coverUrl: z.nullable(z.string()),
      title: z.string(),
      partnerType: int(),
      content: z.string(),
      partnerUuid: z.string(),
      link: z.string(),
    }),
  ),
  /** The viewer wrote it: the action sheet offers edit and delete instead of report and block. */
  isMine: z.boolean(),
  /** Beyond the spec: the author had visited the partner: a completed visit or a paid booking now past ('방문 인증'). */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  /** Every review of the list's partners in this block state, deleted and notices included. */
  totalReviewCnt: int(),
  /** The reviews people wrote (state 1). */
  reviewCnt: int(),
  /** Partners of the company (the head office and its branches); 1 for a hall. */
  branchPartnerCnt: int(),
  /** Beyond the spec: blinded reviews of these partners, so the blinded-review bar shows only when there are some. */
  blindReviewCnt: int(),
  /** The average score per rating item, one decimal (spec §3 reviews[kname,v]). */
  reviews: z.array(z.object({ kname: z.string(), v: z.number() })),
});
export const reviewListResponseSchema = z.object({
  item: z.array(reviewSchema),
  reviewSummary: reviewSummarySchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** GET /web/v1/communityV2/{uuid} and the answers of a write or an edit. */
export const reviewParamsSchema = z.object({ uuid: z.string().check(z.uuid('후기를 찾을 수 없어요.')) });
export const reviewResponseSchema = z.object({ item: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

const ratingsField = z
  .array(
    z.object({
      kname: z.enum(RATING_ITEM_NAMES, '평가 항목을 다시 선택해 주세요.'),
      v: z.number().check(z.int(), z.minimum(1), z.maximum(REVIEW_RATING_MAX)),
    }),
  )
  .check(
    z.refine(
      // Complete for a hall's items or a planner's; the server checks they are the reviewed partner's (issue 25).
      (list) =>
        [REVIEW_RATING_ITEMS, PLANNER_RATING_ITEMS].some((items) =>
          items.every((k) => list.some((r) => r.kname === k)),
        ),
      '모든 항목에 별점을 매겨 주세요.',
    ),
  );

/** The fields of a review a customer writes or edits. */
const reviewFields = {
  content: z.string().check(
    z.maxLength(REVIEW_CONTENT_MAX * 2),
    z.superRefine((value, ctx) => {
      const problem = reviewContentProblem(value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
    }),
  ),
  /** 1 anonymous, 0 named (spec §3). */
  anonymous: z._default(
    z.number().check(
      z.int(),
      z.refine((n) => n === 0 || n === 1, 'anonymous는 0 또는 1이에요.'),
    ),
    0,
  ),
  /** 'YYYY-MM'. */
  weddingMonth: z.nullable(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, '예식 월을 다시 선택해 주세요.'))),
  reviews: ratingsField,
  tagIds: z._default(
    z
      .array(z.number().check(z.int(), z.minimum(1), z.maximum(32_767)))
      .check(z.maxLength(REVIEW_TAG_MAX, `태그는 ${REVIEW_TAG_MAX}개까지 고를 수 있어요.`)),
    [],
  ),
  /** In display order: paths the upload call answered the author, and on an edit the review's own images. */
  images: z._default(
    z
      .array(reviewImageField)
      .check(z.maxLength(UPLOAD_MAX_COUNT, `이미지는 최대 ${UPLOAD_MAX_COUNT}장까지 업로드 가능합니다.`)),
    [],
  ),
};

/** POST /web/v1/community/reviews: a review of the partner. */
export const reviewWriteBodySchema = z.object({
  partnerUuid: z.string().check(z.uuid('파트너를 찾을 수 없어요.')),
  ...reviewFields,
});
export type ReviewWriteBody = z.infer<typeof reviewWriteBodySchema>;
/** PUT /web/v1/community/reviews/{uuid}: the author's own review. */
export const reviewEditBodySchema = z.object(reviewFields);
export type ReviewEditBody = z.infer<typeof reviewEditBodySchema>;

/** DELETE /web/v1/community/{uuid}?type=2 (spec §7). */
export const reviewDeleteQuerySchema = z.object({
  type: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((n) => n === 2, 'type은 2예요.'),
    ),
    2,
  ),
});

/** POST /web/v1/community/{uuid}/like (form category=3, type=1, state, uuid; spec §7). */
export const reviewLikeBodySchema = z.object({
  category: z._default(z.coerce.number().check(z.int()), 3),
  type: z._default(z.coerce.number().check(z.int()), 1),
  state: z.coerce.number().check(
    z.int(),
    z.refine((n) => n === 0 || n === 1, 'state는 0 또는 1이에요.'),
  ),
  uuid: z.optional(z.string().check(z.maxLength(64))),
});
export const likeStateResponseSchema = z.object({ item: z.object({ isLike: z.boolean(), likeCnt: int() }) });
export type LikeStateResponse = z.infer<typeof likeStateResponseSchema>;
export type LikeState = z.infer<typeof likeStateResponseSchema>['item'];

/** GET /web/v1/community/review-options: the tags and rating items a review can carry. */
export const reviewOptionsResponseSchema = z.object({
  item: z.object({
    tags: z.array(z.object({ id: int(), name: z.string() })),
    ratingItems: z.array(z.string()),
  }),
});
export type ReviewOptionsResponse = z.infer<typeof reviewOptionsResponseSchema>;
export type ReviewOptions = z.infer<typeof reviewOptionsResponseSchema>['item'];

export const REVIEW_ERROR_CODES = {
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  NOT_REVIEW_AUTHOR: 'NOT_REVIEW_AUTHOR',
  REVIEW_DELETED: 'REVIEW_DELETED',
  INVALID_REVIEW_IMAGE: 'INVALID_REVIEW_IMAGE',
  INVALID_REVIEW_TAG: 'INVALID_REVIEW_TAG',
  INVALID_REVIEW_RATINGS: 'INVALID_REVIEW_RATINGS',
} as const;
