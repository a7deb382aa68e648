import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { MENTOR_STATE } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

/** One rating line of a review: item name and score (spec §3 `reviews[kname,v]`). */
export type ReviewRating = { kname: string; v: number };

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    anonymous: boolean('anonymous').notNull().default(false),
    /** 'YYYY-MM' */
    weddingMonth: text('wedding_month'),
    content: text('content').notNull(),
    ratings: jsonb('ratings').$type<ReviewRating[]>().notNull().default([]),
    blockState: smallint('block_state').notNull().default(REVIEW_BLOCK_STATE.NORMAL),
    state: smallint('state').notNull().default(REVIEW_STATE.NORMAL),
    likeCnt: integer('like_cnt').notNull().default(0),
    replyCnt: integer('reply_cnt').notNull().default(0),
    mentorState: smallint('mentor_state').notNull().default(MENTOR_STATE.NONE),
    /** The author had visited the partner when writing ('방문 인증'; domain visit-verification says what counts). */
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
    /**
     * Set when an operator removed the review (a moderation delete or an upheld dispute, issue 29). Such a review is
     * state 0 like one its writer deleted, but it leaves the lists and its page rather than showing 'deleted by
     * author' (spec §4), which would be untrue.
     */
    removedAt: instant('removed_at'),
  },
  (t) => [
    // Newest first and best first (spec §7 sorts 2 and 4) per partner and block state.
    index('reviews_partner_newest_idx').on(t.partnerId, t.blockState, t.createdAt.desc(), t.id.desc()),
    index('reviews_partner_best_idx').on(t.partnerId, t.blockState, t.likeCnt.desc(), t.id.desc()),
    index('reviews_customer_idx').on(t.customerId),
    check('reviews_block_state_check', isOneOf(t.blockState, Object.values(REVIEW_BLOCK_STATE))),
    check('reviews_state_check', isOneOf(t.state, Object.values(REVIEW_STATE))),
    check('reviews_mentor_state_check', isOneOf(t.mentorState, Object.values(MENTOR_STATE))),
    check(
      'reviews_wedding_month_check',
      sql`${t.weddingMonth} IS NULL OR ${t.weddingMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check('reviews_counts_check', nonNegative(t.likeCnt, t.replyCnt)),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.sort)],
);

/** The catalogue of tags a reviewer can pick. */
export const reviewTags = pgTable('review_tags', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const reviewTagLinks = pgTable(
  'review_tag_links',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    tagId: smallint('tag_id')
      .notNull()
      .references(() => reviewTags.id),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.tagId] })],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] }), index('review_likes_customer_idx').on(t.customerId)],
);

/** The partner's answer to a review (spec §3 `answer{authorNick,content,regTsp}`); one per review. */
export const partnerAnswers = pgTable('partner_answers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  reviewId: integer('review_id')
    .notNull()
    .unique()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  authorNick: text('author_nick').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});
