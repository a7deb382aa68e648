import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { individualHalls } from './individual-halls.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

// The hall's calendar (issue 26 §2, decision 0040): plan + exceptions + rules are what the hall edits; the slots
// couples search (wedding_days) are generated from them. Days and times follow wedding_days' own checks
// (FRI/SAT/SUN, 09:00–21:00) so nothing here can describe a slot the slot table refuses.

const WEDDING_DAY_VALUES = ['FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const WEDDING_TIME = (column: AnyPgColumn) => sql`${column} BETWEEN '09:00' AND '21:00'`;

/** The weekly plan: one row per individual hall, weekday and start time. */
export const calendarPlanTimes = pgTable(
  'calendar_plan_times',
  {
    individualHallId: integer('individual_hall_id')
      .notNull()
      .references(() => individualHalls.id, { onDelete: 'cascade' }),
    dayOfWeek: text('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.individualHallId, t.dayOfWeek, t.startTime] }),
    check('calendar_plan_times_day_check', isOneOf(t.dayOfWeek, WEDDING_DAY_VALUES)),
    check('calendar_plan_times_time_check', WEDDING_TIME(t.startTime)),
  ],
);

/** Price rules; the latest matching one (highest id) wins. */
export const calendarPriceRules = pgTable(
  'calendar_price_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    individualHallId: integer('individual_hall_id')
      .notNull()
      .references(() => individualHalls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    season: text('season'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    days: text('days').array().notNull().default(sql`'{}'::text[]`),
    timeFrom: time('time_from').notNull().default('09:00'),
    timeTo: time('time_to').notNull().default('21:00'),
    rentalPrice: integer('rental_price').notNull(),
    mealPrice: integer('meal_price').notNull(),
    drinksIncluded: boolean('drinks_included').notNull().default(false),
    flowerPrice: integer('flower_price').notNull(),
    guarantee: integer('guarantee').notNull(),
    discountRate: smallint('discount_rate').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_price_rules_hall_idx').on(t.individualHallId, t.id),
    check('calendar_price_rules_season_check', sql`${t.season} IS NULL OR ${isOneOf(t.season, ['PEAK', 'OFF'])}`),
    check(
      'calendar_price_rules_range_check',
      sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.startDate} <= ${t.endDate}`,
    ),
    check('calendar_price_rules_days_check', sql`${t.days} <@ ARRAY['FRIDAY','SATURDAY','SUNDAY']::text[]`),
    check('calendar_price_rules_band_check', sql`${t.timeFrom} <= ${t.timeTo}`),
    check('calendar_price_rules_money_check', nonNegative(t.rentalPrice, t.mealPrice, t.flowerPrice)),
    check('calendar_price_rules_guarantee_check', sql`${t.guarantee} > 0`),
    check('calendar_price_rules_discount_check', sql`${t.discountRate} BETWEEN 0 AND 100`),
  ],
);

/**
 * Date exceptions, one per individual hall, date and time: `state` OPEN adds or re-opens the time, CLOSED takes
 * it away, null follows the plan; price columns (all set or all null) override the rules for that slot.
 */
export const calendarExceptions = pgTable(
  'calendar_exceptions',
  {
    individualHallId: integer('individual_hall_id')
      .notNull()
      .references(() => individualHalls.id, { onDelete: 'cascade' }),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    weddingTime: time('wedding_time').notNull(),
    state: text('state'),
    rentalPrice: integer('rental_price'),
    mealPrice: integer('meal_price'),
    flowerPrice: integer('flower_price'),
    guarantee: integer('guarantee'),
    discountRate: smallint('discount_rate'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.individualHallId, t.weddingDate, t.weddingTime] }),
    check('calendar_exceptions_state_check', sql`${t.state} IS NULL OR ${isOneOf(t.state, ['OPEN', 'CLOSED'])}`),
    check('calendar_exceptions_time_check', WEDDING_TIME(t.weddingTime)),
    check('calendar_exceptions_day_check', sql`extract(isodow from ${t.weddingDate}) IN (5, 6, 7)`),
    check(
      'calendar_exceptions_price_check',
      sql`num_nulls(${t.rentalPrice}, ${t.mealPrice}, ${t.flowerPrice}, ${t.guarantee}, ${t.discountRate}) IN (0, 5)`,
    ),
  ],
);

/**
 * The answers of the console's idempotent calendar writes (bulk edits, generation), per partner and
 * Idempotency-Key. Written in the write's own transaction: a key is stored exactly when its change is.
 */
export const calendarIdempotencyKeys = pgTable(
  'calendar_idempotency_keys',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.key] }),
    index('calendar_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
