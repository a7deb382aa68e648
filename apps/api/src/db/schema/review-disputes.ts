import { REVIEW_DISPUTE_REASON_VALUES, REVIEW_DISPUTE_STATES } from '@wedding/domain/review-dispute';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { operators } from './operators.ts';
import { partnerStaff } from './partner-staff.ts';
import { partners } from './partners.ts';
import { reviews } from './reviews.ts';
import { isOneOf } from './sql-checks.ts';

// A hall's request to take a review down (issue 26 §5), decided by an operator (issue 29 §3). The review stays up
// until then. A review belongs to one partner, so the unique review id is the 'dispute once' rule, held by the
// database even when two staff members press at once.
export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Who sent it; kept as null when that staff member's row goes (the audit log keeps their name). */
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'set null' }),
    reason: text('reason').$type<(typeof REVIEW_DISPUTE_REASON_VALUES)[number]>().notNull(),
    text: text('text').notNull(),
    state: text('state').$type<(typeof REVIEW_DISPUTE_STATES)[number]>().notNull().default('OPEN'),
    createdAt: createdAt(),
    /** When an operator decided it (issue 29 §3); null while OPEN. */
    resolvedAt: instant('resolved_at'),
    /** Who decided it; null while OPEN (and kept null should that operator's row ever go: the audit log names them). */
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The verdict's reason, told to the writer (upheld) or the hall (rejected); null while OPEN. */
    verdictReason: text('verdict_reason'),
  },
  (t) => [
    index('review_disputes_open_idx').on(t.state, t.createdAt),
    index('review_disputes_partner_idx').on(t.partnerId),
    check('review_disputes_reason_check', isOneOf(t.reason, REVIEW_DISPUTE_REASON_VALUES)),
    check('review_disputes_state_check', isOneOf(t.state, REVIEW_DISPUTE_STATES)),
    // A decided dispute has its time and reason; an open one has neither (a verdict is final, never undone).
    check(
      'review_disputes_verdict_check',
      sql`(${t.state} = 'OPEN') = (${t.resolvedAt} IS NULL AND ${t.verdictReason} IS NULL)`,
    ),
  ],
);
