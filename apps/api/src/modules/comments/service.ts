import type { Comment, CommentEditBody, CommentWriteBody } from '@wedding/contract/comments';
import type { LikeState } from '@wedding/contract/reviews';
import { canSeeSecretComment, SECRET_COMMENT_TEXT, UNKNOWN_NICK } from '@wedding/domain/community';
import { REVIEW_STATE } from '@wedding/domain/enums';
import { COMMENT_STATE } from '../../db/schema/db-enums.ts';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { reviewNotFound } from '../reviews/errors.ts';
import type { ReviewRepository } from '../reviews/repository.ts';
import { enforceCommunityWriteLimit } from '../reviews/write-limit.ts';
import { commentNotFound, notCommentAuthor } from './errors.ts';
import type { ReplyNotice } from './reply-notice.ts';
import type { CommentOwner, CommentRepository, CommentRow } from './repository.ts';

type Viewer = { id: number; uuid: string } | null;

export type CommentService = {
  list(reviewUuid: string, viewer: Viewer): Promise<Comment[]>;
  write(viewer: { id: number; uuid: string }, body: CommentWriteBody): Promise<Comment>;
  edit(viewer: { id: number; uuid: string }, body: CommentEditBody): Promise<Comment>;
  remove(customerId: number, uuid: string): Promise<void>;
  setLike(customerId: number, uuid: string, liked: boolean): Promise<LikeState>;
};

function toComment(row: CommentRow, viewer: Viewer): Comment {
  const deleted = row.state === COMMENT_STATE.DELETED;
  // Spec §4: a secret comment is for the review's author and the commenters in the thread.
  const allowed =
    !row.secret ||
    canSeeSecretComment({
      viewerUuid: viewer?.uuid,
      postAuthorUuid: row.review_author_uuid,
      commentAuthorUuid: row.customer_uuid,
      parentCommentAuthorUuid: row.upper_customer_uuid,
    });
  return {
    uuid: row.uuid,
    id: row.id,
    customerUuid: row.customer_uuid,
    nick: row.nick ?? UNKNOWN_NICK,
    profileUrl: row.profile_url,
    regTsp: new Date(row.created_at).getTime(),
    content: deleted ? '' : allowed ? row.content : SECRET_COMMENT_TEXT,
    likeCnt: row.like_cnt,
    isLike: row.is_like,
    mentorState: row.mentor_state,
    secret: row.secret,
    secretAllow: allowed,
    state: row.state,
    depth: row.depth,
    upperNick: row.depth === 2 ? (row.upper_nick ?? UNKNOWN_NICK) : null,
    rootUuid: row.root_uuid,
    isMine: viewer !== null && row.customer_id === viewer.id,
  };
}

/** Comments and replies on reviews (issue 11, spec §7 /web/v1/reply category 2). */
export function createCommentService(deps: {
  repository: CommentRepository;
  reviews: Pick<ReviewRepository, 'findOwner' | 'isMentor'>;
  rateLimiter: RateLimiter;
  now?: () => Date;
  /** Tells a comment's writer of a reply, in the reply's transaction (issue 28). */
  replyNotice?: ReplyNotice;
}): CommentService {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function openReview(reviewUuid: string) {
    const review = await deps.reviews.findOwner(reviewUuid);
    if (!review || review.state === REVIEW_STATE.DELETED) throw reviewNotFound();
    return review;
  }

  async function own(customerId: number, uuid: string): Promise<CommentOwner> {
    const owner = await repository.findOwner(uuid);
    if (!owner || owner.state === COMMENT_STATE.DELETED) throw commentNotFound();
    if (owner.customerId !== customerId) throw notCommentAuthor();
    return owner;
  }

  async function one(uuid: string, viewer: Viewer) {
    const row = await repository.findOne(uuid, viewer?.id ?? null);
    if (!row) throw commentNotFound();
    return toComment(row, viewer);
  }

  return {
    async list(reviewUuid, viewer) {
      const review = await deps.reviews.findOwner(reviewUuid);
      if (!review) throw reviewNotFound();
      const rows = await repository.listForReview(review.id, viewer?.id ?? null);
      return rows.map((row) => toComment(row, viewer));
    },

    async write(viewer, body) {
      await enforceCommunityWriteLimit(deps.rateLimiter, viewer.id);
      const review = await openReview(body.reviewUuid);
      let parent: CommentOwner | null = null;
      if (body.parentUuid) {
        parent = await repository.findOwner(body.parentUuid);
        if (!parent || parent.reviewId !== review.id || parent.state === COMMENT_STATE.DELETED) throw commentNotFound();
      }
      const uuid = await repository.create({
        reviewId: review.id,
        customerId: viewer.id,
        parent,
        content: body.content.trim(),
        secret: body.secret,
        mentor: await deps.reviews.isMentor(viewer.id),
        afterReply: async (tx, reply) => {
          if (!parent || !deps.replyNotice) return;
          await deps.replyNotice(
            tx,
            {
              id: reply.id,
              customerId: viewer.id,
              nick: reply.nick,
              content: body.content.trim(),
              parentCustomerId: parent.customerId,
              reviewUuid: body.reviewUuid,
            },
            now(),
          );
        },
      });
      return one(uuid, viewer);
    },

    async edit(viewer, body) {
      await enforceCommunityWriteLimit(deps.rateLimiter, viewer.id);
      const owner = await own(viewer.id, body.uuid);
      await repository.update(owner.id, body.content.trim(), body.secret, now());
      return one(body.uuid, viewer);
    },

    async remove(customerId, uuid) {
      await repository.markDeleted(await own(customerId, uuid), now());
    },

    async setLike(customerId, uuid, liked) {
      const owner = await repository.findOwner(uuid);
      if (!owner || owner.state === COMMENT_STATE.DELETED) throw commentNotFound();
      return repository.setLike(owner.id, customerId, liked);
    },
  };
}
