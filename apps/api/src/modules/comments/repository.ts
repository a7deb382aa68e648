import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { COMMENT_STATE } from '../../db/schema/db-enums.ts';
import { setCountedLike } from '../../shared/counted-like.ts';
import { commentHiddenFromViewer } from '../reviews/viewer-filter-sql.ts';

export type CommentRow = {
  uuid: string;
  id: number;
  customer_id: number;
  customer_uuid: string;
  nick: string | null;
  profile_url: string | null;
  created_at: Date | string;
  content: string;
  like_cnt: number;
  is_like: boolean;
  mentor_state: number;
  secret: boolean;
  state: number;
  depth: number;
  upper_nick: string | null;
  upper_customer_uuid: string | null;
  root_uuid: string | null;
  review_author_uuid: string;
};

export type CommentOwner = {
  id: number;
  uuid: string;
  reviewId: number;
  customerId: number;
  depth: number;
  rootId: number | null;
  state: number;
};

export type CommentRepository = {
  /** Every comment of a review as `viewerId` sees it: threads in order, each top comment then its replies. */
  listForReview(reviewId: number, viewerId: number | null): Promise<CommentRow[]>;
  findOne(uuid: string, viewerId: number | null): Promise<CommentRow | null>;
  findOwner(uuid: string): Promise<CommentOwner | null>;
  create(input: {
    reviewId: number;
    customerId: number;
    parent: CommentOwner | null;
    content: string;
    secret: boolean;
    mentor: boolean;
    /** Runs in the insert's transaction with the new reply (depth 2) and its writer's nick (issue 28). */
    afterReply?: (tx: Db, reply: { id: number; nick: string | null }) => Promise<void>;
  }): Promise<string>;
  update(id: number, content: string, secret: boolean, now: Date): Promise<void>;
  markDeleted(owner: CommentOwner, now: Date): Promise<void>;
  setLike(commentId: number, customerId: number, liked: boolean): Promise<{ isLike: boolean; likeCnt: number }>;
};

const select = (viewerId: number | null) => sql`
  SELECT cm.uuid, cm.id, cm.customer_id, c.uuid AS customer_uuid, c.nick, c.profile_url, cm.created_at, cm.content,
    cm.like_cnt, cm.mentor_state, cm.secret, cm.state, cm.depth,
    ${
      viewerId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = cm.id AND cl.customer_id = ${viewerId})`
    } AS is_like,
    pc.nick AS upper_nick, pc.uuid AS upper_customer_uuid, root.uuid AS root_uuid, ra.uuid AS review_author_uuid
  FROM comments cm
  JOIN customers c ON c.id = cm.customer_id
  JOIN reviews r ON r.id = cm.review_id
  JOIN customers ra ON ra.id = r.customer_id
  LEFT JOIN comments parent ON parent.id = cm.parent_id
  LEFT JOIN customers pc ON pc.id = parent.customer_id
  LEFT JOIN comments root ON root.id = cm.root_id`;

export function createCommentRepository(db: Db): CommentRepository {
  return {
    listForReview: (reviewId, viewerId) =>
      queryRows<CommentRow>(
        db,
        sql`${select(viewerId)}
            WHERE cm.review_id = ${reviewId} AND NOT ${commentHiddenFromViewer(viewerId)}
            ORDER BY coalesce(cm.root_id, cm.id), cm.depth, cm.created_at, cm.id
            LIMIT 1000`,
      ),

    async findOne(uuid, viewerId) {
      const [row] = await queryRows<CommentRow>(db, sql`${select(viewerId)} WHERE cm.uuid = ${uuid}`);
      return row ?? null;
    },

    async findOwner(uuid) {
      const [row] = await queryRows<{
        id: number;
        uuid: string;
        review_id: number;
        customer_id: number;
        depth: number;
        root_id: number | null;
        state: number;
      }>(db, sql`SELECT id, uuid, review_id, customer_id, depth, root_id, state FROM comments WHERE uuid = ${uuid}`);
      return row
        ? {
            id: row.id,
            uuid: row.uuid,
            reviewId: row.review_id,
            customerId: row.customer_id,
            depth: row.depth,
            rootId: row.root_id,
            state: row.state,
          }
        : null;
    },

    create({ reviewId, customerId, parent, content, secret, mentor, afterReply }) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // A reply answers a comment or another reply; its thread is the top comment's (depth stays 2).
        const rootId = parent ? (parent.rootId ?? parent.id) : null;
        const [row] = await queryRows<{ uuid: string; id: number; nick: string | null }>(
          tx,
          sql`INSERT INTO comments (review_id, customer_id, parent_id, root_id, depth, content, secret, mentor_state)
              VALUES (${reviewId}, ${customerId}, ${parent?.id ?? null}, ${rootId}, ${parent ? 2 : 1}, ${content},
                      ${secret}, ${mentor ? 1 : 0})
              RETURNING uuid, id, (SELECT nick FROM customers WHERE id = ${customerId}) AS nick`,
        );
        await tx.execute(sql`UPDATE reviews SET reply_cnt = reply_cnt + 1 WHERE id = ${reviewId}`);
        if (parent) await afterReply?.(tx, { id: Number(row!.id), nick: row!.nick });
        return row!.uuid;
      });
    },

    async update(id, content, secret, now) {
      await db.execute(
        sql`UPDATE comments SET content = ${content}, secret = ${secret}, updated_at = ${now} WHERE id = ${id}`,
      );
    },

    async markDeleted(owner, now) {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const changed = await queryRows(
          tx,
          sql`UPDATE comments SET state = ${COMMENT_STATE.DELETED}, updated_at = ${now}
              WHERE id = ${owner.id} AND state <> ${COMMENT_STATE.DELETED} RETURNING id`,
        );
        if (changed.length > 0)
          await tx.execute(sql`UPDATE reviews SET reply_cnt = greatest(reply_cnt - 1, 0) WHERE id = ${owner.reviewId}`);
      });
    },

    setLike: (commentId, customerId, liked) =>
      setCountedLike(
        db,
        { likes: 'comment_likes', key: 'comment_id', posts: 'comments' },
        { postId: commentId, customerId, liked },
      ),
  };
}
