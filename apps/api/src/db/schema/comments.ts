import { COMMENT_DEPTH } from '@wedding/domain/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { COMMENT_STATE, MENTOR_STATE } from './db-enums.ts';
import { reviews } from './reviews.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

// Comments (depth 1) and replies (depth 2) on a review. A reply points at the comment it answers
// (parent) and the thread's top comment (root); upperNick comes from the parent's author.
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    rootId: integer('root_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull().default(COMMENT_DEPTH.COMMENT),
    content: text('content').notNull(),
    // Visible only to its author and the review's commenters (spec §4).
    secret: boolean('secret').notNull().default(false),
    mentorState: smallint('mentor_state').notNull().default(MENTOR_STATE.NONE),
    state: smallint('state').notNull().default(COMMENT_STATE.NORMAL),
    likeCnt: integer('like_cnt').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    index('comments_review_idx').on(t.reviewId, t.rootId, t.createdAt),
    index('comments_customer_idx').on(t.customerId),
    check('comments_depth_check', isOneOf(t.depth, Object.values(COMMENT_DEPTH))),
    check(
      'comments_thread_check',
      sql`(${t.depth} = 1 AND ${t.parentId} IS NULL AND ${t.rootId} IS NULL) OR (${t.depth} = 2 AND ${t.parentId} IS NOT NULL AND ${t.rootId} IS NOT NULL)`,
    ),
    // Spec §5: content must be non-empty after trimming.
    check('comments_content_check', sql`length(btrim(${t.content})) > 0`),
    check('comments_state_check', isOneOf(t.state, Object.values(COMMENT_STATE))),
    check('comments_mentor_state_check', isOneOf(t.mentorState, Object.values(MENTOR_STATE))),
    check('comments_like_cnt_check', nonNegative(t.likeCnt)),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.customerId] })],
);
