import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { PAYMENT_ATTEMPT_STATES, SLOT_HOLD_KINDS, SLOT_HOLD_STATES, VISIT_RESERVATION_STATES } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';
import { weddingDays } from './wedding-days.ts';

// A hall visit consultation (spec §3 hall booking draft `data`).
export const visitReservations = pgTable(
  'visit_reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitTime: time('visit_time').notNull(),
    expectedMinPersonnel: integer('expected_min_personnel'),
    expectedMaxPersonnel: integer('expected_max_personnel'),
    /** 'YYYY-MM' values */
    hopeWeddingYearMonths: text('hope_wedding_year_months').array().notNull().default(sql`'{}'::text[]`),
    hopeWeddingDaysOfTheWeek: text('hope_wedding_days_of_the_week').array().notNull().default(sql`'{}'::text[]`),
    hopeWeddingTimes: text('hope_wedding_times').array().notNull().default(sql`'{}'::text[]`),
    groomName: text('groom_name'),
    groomTel: text('groom_tel'),
    brideName: text('bride_name'),
    brideTel: text('bride_tel'),
    requestedByPlanner: boolean('requested_by_planner').notNull().default(false),
    plannerName: text('planner_name'),
    plannerTel: text('planner_tel'),
    plannerConsultingPartnerName: text('planner_consulting_partner_name'),
    additionalInquiry: text('additional_inquiry'),
    paymentAmount: integer('payment_amount').notNull().default(0),
    state: text('state').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    // Invariant: at most one ACTIVE visit reservation per customer and hall.
    uniqueIndex('visit_reservations_one_active_key').on(t.customerId, t.partnerId).where(sql`state = 'ACTIVE'`),
    index('visit_reservations_partner_idx').on(t.partnerId, t.visitDate),
    check('visit_reservations_state_check', isOneOf(t.state, VISIT_RESERVATION_STATES)),
    check('visit_reservations_payment_check', nonNegative(t.paymentAmount)),
    check(
      'visit_reservations_personnel_check',
      sql`${t.expectedMinPersonnel} IS NULL OR ${t.expectedMaxPersonnel} IS NULL OR ${t.expectedMinPersonnel} <= ${t.expectedMaxPersonnel}`,
    ),
  ],
);

// A temporary hold or a confirmed booking of one slot (contract halls).
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    weddingDayId: bigint('wedding_day_id', { mode: 'number' })
      .notNull()
      .references(() => weddingDays.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('ACTIVE'),
    // Null for bookings, which do not lapse.
    expiresAt: instant('expires_at'),
    /** The deposit the hold asks for (the hall's, when the hold was made). */
    paymentAmount: integer('payment_amount').notNull().default(0),
    /** The order id sent to the payment provider; unique, so one payment can never settle two holds. */
    orderId: text('order_id').unique(),
    /** Set when the provider confirmed the payment; a booking without it is a request the hall confirms. */
    paidAt: instant('paid_at'),
    paymentKey: text('payment_key'),
    /**
     * True while a payment of this hold is in flight (a payment_attempts row not yet settled): the hold neither
     * lapses nor can be cancelled then, so money taken by Toss always finds its hold (issue 23).
     */
    paying: boolean('paying').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    // Invariant: no double booking. Concurrent writers race on this index and exactly one wins.
    uniqueIndex('slot_holds_one_active_key').on(t.weddingDayId).where(sql`state = 'ACTIVE'`),
    index('slot_holds_customer_idx').on(t.customerId, t.state),
    check('slot_holds_kind_check', isOneOf(t.kind, SLOT_HOLD_KINDS)),
    check('slot_holds_state_check', isOneOf(t.state, SLOT_HOLD_STATES)),
    check('slot_holds_expiry_check', sql`${t.kind} = 'BOOKING' OR ${t.expiresAt} IS NOT NULL`),
    check('slot_holds_payment_check', nonNegative(t.paymentAmount)),
    index('slot_holds_expiry_idx').on(t.expiresAt).where(sql`state = 'ACTIVE' AND kind = 'HOLD'`),
  ],
);

// The deposit payment ledger (issue 23): a row is written, in its own transaction, before Toss is called, and
// moves only forward. Our records and Toss's are reconciled from here: every row still PENDING, UNKNOWN or
// CANCEL_PENDING is asked about at Toss until it is settled.
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => slotHolds.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    /** Toss's key of the payment; one Toss payment backs at most one attempt. */
    paymentKey: text('payment_key').notNull().unique(),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('PENDING'),
    /** The last status Toss gave (DONE, WAITING_FOR_DEPOSIT, IN_PROGRESS, CANCELED, …) or its error code. */
    providerStatus: text('provider_status'),
    /** Why money was refused or given back: every refund decision is written down (issue 23). */
    reason: text('reason'),
    /** When a reconciler may next ask Toss about this row; a claim moves it forward (a lease). */
    nextCheckAt: instant('next_check_at').notNull(),
    checks: integer('checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    // One hold has one payment in flight at a time: a second pay call can never confirm or cancel on its own.
    uniqueIndex('payment_attempts_one_in_flight_key')
      .on(t.holdId)
      .where(sql`state IN ('PENDING', 'UNKNOWN', 'CANCEL_PENDING')`),
    index('payment_attempts_hold_idx').on(t.holdId, t.id),
    index('payment_attempts_unsettled_idx')
      .on(t.nextCheckAt)
      .where(sql`state IN ('PENDING', 'UNKNOWN', 'CANCEL_PENDING')`),
    check('payment_attempts_state_check', isOneOf(t.state, PAYMENT_ATTEMPT_STATES)),
    check('payment_attempts_amount_check', nonNegative(t.amount)),
  ],
);

// Idempotent writes (issue 12, after Stripe's idempotency keys): the first request with a key claims it and
// stores its answer; a repeat gets that answer, and the key with a different request is refused.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being served. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
