import { COMMENT_CONTENT_MAX } from '@wedding/domain/community';
import { COMMENT_EMPTY } from '@wedding/domain/messages';
import * as z from 'zod/mini';

// Comments and replies on a review (spec §3 'Review or comment', §7 /web/v1/reply with category=2).

const int = () => z.number().check(z.int());
const uuidField = (message: string) => z.string().check(z.uuid(message));
const category = z._default(
  z.coerce.number().check(
    z.int(),
    z.refine((n) => n === 2, 'category는 2예요.'),
  ),
  2,
);

export const commentSchema = z.object({
  uuid: z.string(),
  id: int(),
  customerUuid: z.string(),
  nick: z.string(),
  profileUrl: z.nullable(z.string()),
  /** Epoch ms. */
  regTsp: int(),
  /** '비밀 댓글입니다.' for a secret comment the viewer may not read; '' once deleted. */
  content: z.string(),
  likeCnt: int(),
  isLike: z.boolean(),
  /** 1: the writer is a new-bride mentor (새댁멘토). */
  mentorState: int(),
  secret: z.boolean(),
  /** The viewer may read this secret comment (the review's author, its writer, or the writer it answers). */
  secretAllow: z.boolean(),
  /** 0 deleted by its writer, 1 normal. */
  state: int(),
  /** 1 a comment, 2 a reply. */
  depth: int(),
  /** A reply: the nick of the writer it answers. */
  upperNick: z.nullable(z.string()),
  /** A reply: the uuid of its thread's top comment. */
  rootUuid: z.nullable(z.string()),
  isMine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /web/v1/reply?category=2&reviewUuid: every comment of a review, threads in order. */
export const commentListQuerySchema = z.object({ category, reviewUuid: uuidField('후기를 찾을 수 없어요.') });
export const commentListResponseSchema = z.object({ item: z.array(commentSchema) });
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;
export const commentResponseSchema = z.object({ item: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;
export const commentCategoryQuerySchema = z.object({ category });

const content = z.string().check(
  z.refine((value) => value.trim().length > 0, COMMENT_EMPTY),
  z.maxLength(COMMENT_CONTENT_MAX, `댓글은 ${COMMENT_CONTENT_MAX.toLocaleString('en-US')}자까지 쓸 수 있어요.`),
);

/** POST /web/v1/reply?category=2: a comment, or a reply when parentUuid names the comment it answers. */
export const commentWriteBodySchema = z.object({
  reviewUuid: uuidField('후기를 찾을 수 없어요.'),
  parentUuid: z.optional(z.nullable(uuidField('댓글을 찾을 수 없어요.'))),
  content,
  secret: z._default(z.boolean(), false),
});
export type CommentWriteBody = z.infer<typeof commentWriteBodySchema>;
/** PUT /web/v1/reply?category=2: one's own comment. */
export const commentEditBodySchema = z.object({
  uuid: uuidField('댓글을 찾을 수 없어요.'),
  content,
  secret: z.boolean(),
});
export type CommentEditBody = z.infer<typeof commentEditBodySchema>;
export const commentParamsSchema = z.object({ uuid: uuidField('댓글을 찾을 수 없어요.') });
/** POST /web/v1/reply/{uuid}/like (form category=2, type=1, state). */
export const commentLikeBodySchema = z.object({
  category,
  type: z._default(z.coerce.number().check(z.int()), 1),
  state: z.coerce.number().check(
    z.int(),
    z.refine((n) => n === 0 || n === 1, 'state는 0 또는 1이에요.'),
  ),
});

export const COMMENT_ERROR_CODES = {
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
  NOT_COMMENT_AUTHOR: 'NOT_COMMENT_AUTHOR',
  REPLY_TOO_DEEP: 'REPLY_TOO_DEEP',
} as const;
