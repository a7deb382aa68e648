import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { partners } from './partners.ts';

// "Tell me when a date opens" (issue 28 §5, decision 0051): a couple's watch of one hall (partner_id) or of every
// hall in a region. The fan-out reads watches by the changed slots' hall and region, so both have an index; the
// months array narrows them in SQL, the rest (days, times, guests, price) is the domain's watchMatches.
export const slotWatches = pgTable(
  'slot_watches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    region: text('region'),
    /** Wanted months, 'YYYY-MM' (1 to 12). */
    months: text('months').array().notNull(),
    /** FRIDAY/SATURDAY/SUNDAY; empty = any. */
    days: text('days').array().notNull().default(sql`'{}'::text[]`),
    /** Wedding-time chip values; empty = any. */
    times: text('times').array().notNull().default(sql`'{}'::text[]`),
    minGuests: integer('min_guests'),
    maxGuests: integer('max_guests'),
    maxPrice: integer('max_price'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('slot_watches_customer_idx').on(t.customerId, t.id),
    index('slot_watches_partner_idx').on(t.partnerId).where(sql`${t.partnerId} IS NOT NULL`),
    index('slot_watches_region_idx').on(t.region).where(sql`${t.region} IS NOT NULL`),
    check('slot_watches_target_check', sql`(${t.partnerId} IS NULL) <> (${t.region} IS NULL)`),
    check('slot_watches_months_check', sql`cardinality(${t.months}) BETWEEN 1 AND 12`),
    check('slot_watches_days_check', sql`${t.days} <@ ARRAY['FRIDAY','SATURDAY','SUNDAY']::text[]`),
  ],
);
