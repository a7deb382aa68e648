import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { partners } from './partners.ts';

// External blog posts a customer registers against a partner (spec §3 blog review).
export const blogReviews = pgTable(
  'blog_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    originUrl: text('origin_url').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('blog_reviews_partner_origin_key').on(t.partnerId, t.originUrl),
    index('blog_reviews_partner_idx').on(t.partnerId, t.createdAt.desc(), t.id.desc()),
  ],
);
