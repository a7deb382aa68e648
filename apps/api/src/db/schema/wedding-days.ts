import { SLOT_STATES, WEDDING_DAYS } from '@wedding/domain/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { individualHalls } from './individual-halls.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

const OPEN = sql`state = 'OPEN'`;

/**
 * An index key followed by the columns the slot filters read (decision 0010). Drizzle has no INCLUDE, but
 * after a unique prefix (…, id) trailing key columns cost the same: B-tree suffix truncation keeps them
 * out of the inner pages (measured: 91 MB either way on 1M slots).
 */
function covering(filtered: readonly AnyPgColumn[], ...key: AnyPgColumn[]): [AnyPgColumn, ...AnyPgColumn[]] {
  return [...key, ...filtered.filter((c) => !key.includes(c))] as [AnyPgColumn, ...AnyPgColumn[]];
}

// Remaining wedding-day slots. region/subRegion copy the partner's so the cross-hall slot search
// filters and sorts on one table (about a million rows) without a join before the LIMIT.
export const weddingDays = pgTable(
  'wedding_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    individualHallId: integer('individual_hall_id')
      .notNull()
      .references(() => individualHalls.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    subRegion: text('sub_region'),
    weddingDate: date('wedding_date', { mode: 'string' }).notNull(),
    weddingTime: time('wedding_time').notNull(),
    dayOfWeek: text('day_of_week').notNull(),
    guarantee: integer('guarantee').notNull(),
    rentalPrice: integer('rental_price').notNull(),
    // 0 means flowers are included (spec §3).
    flowerPrice: integer('flower_price').notNull(),
    mealPrice: integer('meal_price').notNull(),
    finalPrice: integer('final_price').notNull(),
    discountRate: smallint('discount_rate').notNull().default(0),
    state: text('state').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => {
    const filtered = [
      t.weddingDate,
      t.weddingTime,
      t.dayOfWeek,
      t.guarantee,
      t.rentalPrice,
      t.mealPrice,
      t.discountRate,
      t.region,
      t.subRegion,
      t.partnerId,
    ];
    const cover = (...key: AnyPgColumn[]) => covering(filtered, ...key);
    // What the hall search's per-hall slot test reads (slot-level chips and the date), nothing more.
    const slotChips = [t.weddingDate, t.dayOfWeek, t.weddingTime, t.guarantee, t.rentalPrice, t.mealPrice];
    const coverChips = (...key: AnyPgColumn[]) => covering(slotChips, ...key);
    return [
      uniqueIndex('wedding_days_hall_date_time_key').on(t.individualHallId, t.weddingDate, t.weddingTime),
      index('wedding_days_partner_date_idx').on(t.partnerId, t.weddingDate, t.weddingTime),
      // The six sorts of spec §9 over open slots; DESC sorts walk the same index backwards, id breaks ties
      // so paging is stable. Each also carries every column a slot filter reads (covering), so a search
      // filters and skips its OFFSET inside the index (index-only scans) and reads only the page's rows.
      index('wedding_days_open_final_price_idx')
        .on(...cover(t.finalPrice, t.id))
        .where(OPEN),
      index('wedding_days_open_guarantee_idx')
        .on(...cover(t.guarantee, t.id))
        .where(OPEN),
      index('wedding_days_open_time_idx')
        .on(...cover(t.weddingTime, t.weddingDate, t.id))
        .where(OPEN),
      // Narrow date ranges (one month, one day) start from the date; every search has a date range, so the
      // total is counted from here too.
      index('wedding_days_open_date_price_idx')
        .on(...cover(t.weddingDate, t.finalPrice, t.id))
        .where(OPEN),
      // Region filters: by price over wide date ranges, or a region's dates then a small in-memory sort.
      index('wedding_days_open_region_price_idx')
        .on(...cover(t.region, t.subRegion, t.finalPrice, t.id))
        .where(OPEN),
      index('wedding_days_open_region_date_idx').on(t.region, t.subRegion, t.weddingDate).where(OPEN),
      // One hall's slots (the estimate list, partnerUuid, chips matching few halls): the hall's few hundred
      // slots from its own range, never a walk of a whole sort index in the hope of meeting them.
      index('wedding_days_open_partner_price_idx')
        .on(...cover(t.partnerId, t.finalPrice, t.id))
        .where(OPEN),
      // The hall search's "has an open slot meeting the chips" test runs once per hall. Price and guarantee
      // chips that most of a hall's slots fail would otherwise read all of its slots one by one; with the
      // bounded column right after the hall, the test reads only the slots inside the bound.
      index('wedding_days_open_partner_rental_idx')
        .on(...coverChips(t.partnerId, t.rentalPrice))
        .where(OPEN),
      index('wedding_days_open_partner_meal_idx')
        .on(...coverChips(t.partnerId, t.mealPrice))
        .where(OPEN),
      index('wedding_days_open_partner_guarantee_idx')
        .on(...coverChips(t.partnerId, t.guarantee))
        .where(OPEN),
      check('wedding_days_state_check', isOneOf(t.state, SLOT_STATES)),
      check(
        'wedding_days_day_of_week_check',
        isOneOf(
          t.dayOfWeek,
          WEDDING_DAYS.map((d) => d.value),
        ),
      ),
      // The stored day name must be the date's own weekday (ISO: 5 Fri, 6 Sat, 7 Sun).
      check(
        'wedding_days_day_matches_date_check',
        sql`extract(isodow from ${t.weddingDate}) = CASE ${t.dayOfWeek} WHEN 'FRIDAY' THEN 5 WHEN 'SATURDAY' THEN 6 WHEN 'SUNDAY' THEN 7 END`,
      ),
      check('wedding_days_time_check', sql`${t.weddingTime} BETWEEN '09:00' AND '21:00'`),
      check('wedding_days_guarantee_check', sql`${t.guarantee} > 0`),
      check('wedding_days_money_check', nonNegative(t.rentalPrice, t.flowerPrice, t.mealPrice, t.finalPrice)),
      check('wedding_days_discount_rate_check', sql`${t.discountRate} BETWEEN 0 AND 100`),
    ];
  },
);
