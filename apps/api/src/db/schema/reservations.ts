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
import {
  BOOKING_ACTORS,
  BOOKING_ENTITY_KINDS,
  OPEN_VISIT_STATES,
  PAYMENT_ATTEMPT_STATES,
  REFUND_STATES,
  SLOT_HOLD_KINDS,
  SLOT_HOLD_STATES,
  SLOT_OCCUPYING_STATES,
  VISIT_RESERVATION_STATES,
} from './db-enums.ts';
import { partnerStaff } from './partner-staff.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';
import { weddingDays } from './wedding-days.ts';

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const OPEN_VISITS = inList(OPEN_VISIT_STATES);
const OCCUPYING = inList(SLOT_OCCUPYING_STATES);

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
    /** The visit machine's state (issue 27). */
    state: text('state').notNull().default('REQUESTED'),
    /**
     * While REQUESTED: when the hall's answer is due (min(24 h after the request, the visit)); while PROPOSED: when
     * the couple's answer to the proposal is due (min(24 h after the proposal, the proposed time)).
     */
    answerDueAt: instant('answer_due_at'),
    /** While PROPOSED: the hall's other time, which becomes visit_date/visit_time when the couple accepts. */
    proposedVisitDate: date('proposed_visit_date', { mode: 'string' }),
    proposedVisitTime: time('proposed_visit_time'),
    /** While PROPOSED: when the hall proposed (the couple's answer window starts then). */
    proposedAt: instant('proposed_at'),
    /**
     * The calendar file's SEQUENCE (RFC 5545, issue 28): 0 when first confirmed, +1 with each change to what the
     * couple's calendar holds (moved; cancelled, declined or expired after confirmation), in the move's UPDATE.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Why it ended (a hall reason, or DEADLINE_MISSED / COUPLE_CANCELLED…) and the hall's or couple's words. */
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    // Invariant: at most one open visit per customer and hall.
    uniqueIndex('visit_reservations_one_open_key').on(t.customerId, t.partnerId).where(sql`state IN ${OPEN_VISITS}`),
    index('visit_reservations_partner_idx').on(t.partnerId, t.visitDate),
    index('visit_reservations_due_idx').on(t.answerDueAt).where(sql`state IN ('REQUESTED', 'PROPOSED')`),
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
    /** The slot booking machine's state (issue 27). */
    state: text('state').notNull().default('HOLD'),
    /** While PAID or REQUESTED: when the hall's answer is due (48 h after the payment or the request). */
    answerDueAt: instant('answer_due_at'),
    /** Why it ended (a hall reason, DEADLINE_MISSED, HOLD_LAPSED…) and the hall's or couple's words. */
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
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
    uniqueIndex('slot_holds_one_active_key').on(t.weddingDayId).where(sql`state IN ${OCCUPYING}`),
    index('slot_holds_customer_idx').on(t.customerId, t.state),
    check('slot_holds_kind_check', isOneOf(t.kind, SLOT_HOLD_KINDS)),
    check('slot_holds_state_check', isOneOf(t.state, SLOT_HOLD_STATES)),
    check('slot_holds_expiry_check', sql`${t.kind} = 'BOOKING' OR ${t.expiresAt} IS NOT NULL`),
    check('slot_holds_payment_check', nonNegative(t.paymentAmount)),
    index('slot_holds_expiry_idx').on(t.expiresAt).where(sql`state = 'HOLD'`),
    index('slot_holds_due_idx').on(t.answerDueAt).where(sql`state IN ('PAID', 'REQUESTED')`),
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

// Every transition of a visit or a slot booking (issue 27): who moved it from what to what, when and why. Written
// in the transaction of the move itself, so a count of rows is a count of moves.
export const bookingTransitions = pgTable(
  'booking_transitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entityKind: text('entity_kind').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    /** Null for the row's creation. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actor: text('actor').notNull(),
    /** The hall staff member who acted (actor HALL). */
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'set null' }),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('booking_transitions_entity_idx').on(t.entityKind, t.entityId, t.id),
    check('booking_transitions_kind_check', isOneOf(t.entityKind, BOOKING_ENTITY_KINDS)),
    check('booking_transitions_actor_check', isOneOf(t.actor, BOOKING_ACTORS)),
  ],
);

// The refund of a paid slot booking (issue 27): one per booking, written in the transaction that ended it, with
// the amount the rules gave; the refund job calls Toss's cancel with its own idempotency key until Toss confirms.
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => slotHolds.id, { onDelete: 'cascade' }),
    paymentKey: text('payment_key').notNull(),
    amount: integer('amount').notNull(),
    penalty: integer('penalty').notNull().default(0),
    /** Sent to Toss as Idempotency-Key: one cancel per refund, however often the job runs. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cancelReason: text('cancel_reason').notNull(),
    state: text('state').notNull().default('REFUND_PENDING'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    /** A process calling Toss for it holds it until then (a lease): two runs never call at once. */
    claimedUntil: instant('claimed_until'),
    createdAt: createdAt(),
    refundedAt: instant('refunded_at'),
  },
  (t) => [
    index('booking_refunds_pending_idx').on(t.createdAt).where(sql`state = 'REFUND_PENDING'`),
    check('booking_refunds_state_check', isOneOf(t.state, REFUND_STATES)),
    check('booking_refunds_amount_check', sql`${t.amount} > 0 AND ${t.penalty} >= 0`),
  ],
);
