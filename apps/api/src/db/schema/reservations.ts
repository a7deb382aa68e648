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
import { SLOT_HOLD_KINDS, SLOT_HOLD_STATES, VISIT_RESERVATION_STATES } from './db-enums.ts';
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
