import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { REPORT_TARGET_KINDS } from './db-enums.ts';
import { reviews } from './reviews.ts';
import { isOneOf } from './sql-checks.ts';

export const customerBlocks = pgTable(
  'customer_blocks',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bannedCustomerId: integer('banned_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.bannedCustomerId] }),
    check('customer_blocks_not_self_check', sql`${t.customerId} <> ${t.bannedCustomerId}`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').notNull(),
    targetUuid: uuid('target_uuid').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_target_idx').on(t.targetKind, t.targetUuid),
    // One report per reporter and target (issue 11): a second tap does not count twice towards blinding.
    unique('reports_once_key').on(t.reporterId, t.targetKind, t.targetUuid),
    check('reports_target_kind_check', isOneOf(t.targetKind, REPORT_TARGET_KINDS)),
  ],
);

/** Reviews a customer chose not to see ('이 게시글 차단', issue 11); hidden from that customer only. */
export const reviewHides = pgTable(
  'review_hides',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.reviewId] })],
);
