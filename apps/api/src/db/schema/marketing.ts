import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { AD_PLACEMENTS } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// Paid placements. An ad is active while startsAt <= now < endsAt.
export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    adCode: text('ad_code').notNull(),
    adName: text('ad_name').notNull(),
    placement: text('placement').notNull(),
    // Where a SEARCH or NEARBY ad shows; null shows everywhere.
    region: text('region'),
    sort: smallint('sort').notNull().default(0),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ads_placement_idx').on(t.placement, t.startsAt, t.endsAt),
    index('ads_partner_idx').on(t.partnerId),
    check('ads_placement_check', isOneOf(t.placement, AD_PLACEMENTS)),
    check('ads_period_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

// Curated lists keyed like 'NEARBY_RECOMMEND_서울-강남구' (spec §7) holding partner ids in display order.
export const recommendations = pgTable('recommendations', {
  key: text('key').primaryKey(),
  partnerIds: integer('partner_ids').array().notNull(),
  updatedAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    discountRate: smallint('discount_rate').notNull().default(0),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_period_idx').on(t.endsAt, t.startsAt),
    index('events_partner_idx').on(t.partnerId),
    check('events_discount_rate_check', sql`${t.discountRate} BETWEEN 0 AND 100`),
    check('events_period_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
