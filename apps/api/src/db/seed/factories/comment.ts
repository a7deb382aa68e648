import { COMMENT_DEPTH } from '@wedding/domain/enums';
import { COMMENT_STATE, MENTOR_STATE } from '../../schema/db-enums.ts';
import type { commentLikes, comments } from '../../schema/index.ts';
import { COMMENTS, REPLIES } from '../data/review-texts.ts';
import type { Rng } from '../prng.ts';
import { isMentor } from './customer.ts';

export type CommentRow = typeof comments.$inferInsert & { id: number };
export type CommentThread = { comments: CommentRow[]; likes: (typeof commentLikes.$inferInsert)[] };

/** Comments on one review, each with up to two replies; a reply may answer another reply in the thread. */
export function buildCommentThread(
  rng: Rng,
  input: { firstId: number; reviewId: number; reviewCreatedAt: Date; customerIds: readonly number[]; count: number },
): CommentThread {
  const rows: CommentRow[] = [];
  const likes: (typeof commentLikes.$inferInsert)[] = [];
  let id = input.firstId;
  let at = input.reviewCreatedAt.getTime();
  const make = (content: string, depth: number, parentId: number | null, rootId: number | null): CommentRow => {
    const customerId = rng.pick(input.customerIds);
    at += rng.int(10, 600) * 60_000;
    const row: CommentRow = {
      id: id++,
      uuid: rng.uuid(),
      reviewId: input.reviewId,
      customerId,
      parentId,
      rootId,
      depth,
      content,
      secret: rng.chance(0.1),
      mentorState: isMentor(customerId) ? MENTOR_STATE.MENTOR : MENTOR_STATE.NONE,
      state: rng.chance(0.03) ? COMMENT_STATE.DELETED : COMMENT_STATE.NORMAL,
      likeCnt: 0,
      createdAt: new Date(at),
      updatedAt: null,
    };
    for (const c of rng.sample(input.customerIds, rng.chance(0.4) ? rng.int(1, 3) : 0)) {
      likes.push({ commentId: row.id, customerId: c, createdAt: new Date(at + 60_000) });
    }
    rows.push(row);
    return row;
  };
  for (let i = 0; i < input.count; i++) {
    const top = make(rng.pick(COMMENTS), COMMENT_DEPTH.COMMENT, null, null);
    let parent = top;
    for (let r = rng.int(0, 2); r > 0; r--) {
      const reply = make(rng.pick(REPLIES), COMMENT_DEPTH.REPLY, parent.id, top.id);
      if (rng.chance(0.3)) parent = reply;
    }
  }
  return { comments: rows, likes };
}
