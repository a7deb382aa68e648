import { SUSPENSION_DURATIONS } from '@wedding/domain/moderation';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { REPORT_TARGET_KINDS } from './db-enums.ts';
import { operators } from './operators.ts';
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
    /** Set when an operator acted on the target (issue 29 §2): the report leaves the queue but stays. */
    resolvedAt: instant('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The action that closed it: KEEP, BLIND, UNBLIND, DELETE, WARN, SUSPEND, UNSUSPEND (domain moderation). */
    resolution: text('resolution'),
  },
  (t) => [
    index('reports_target_idx').on(t.targetKind, t.targetUuid),
    // One open report per reporter and target (issue 11): a second tap does not count twice towards blinding. Once
    // an operator closed it, the same person may report the target again, which reopens it in the queue.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetKind, t.targetUuid)
      .where(sql`${t.resolvedAt} IS NULL`),
    // The queue reads open reports only.
    index('reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
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

/**
 * A customer's suspensions (issue 29 §2), kept as history: one holds while started, not over (`until`, null = for
 * good) and not lifted. A suspended customer cannot write (domain moderation `isSuspendedAt`).
 */
export const customerSuspensions = pgTable(
  'customer_suspensions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    duration: text('duration').$type<(typeof SUSPENSION_DURATIONS)[number]>().notNull(),
    startsAt: instant('starts_at').notNull(),
    until: instant('until'),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    liftedAt: instant('lifted_at'),
    liftedBy: integer('lifted_by').references(() => operators.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_suspensions_customer_idx').on(t.customerId, t.startsAt),
    check('customer_suspensions_duration_check', isOneOf(t.duration, SUSPENSION_DURATIONS)),
  ],
);
