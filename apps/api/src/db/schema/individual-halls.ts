import { ENTRANCE_METHODS, HALL_STYLES } from '@wedding/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

// A room inside a hall venue ('그랜드홀', '가든홀', ...); slots belong to one of these.
export const individualHalls = pgTable(
  'individual_halls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    rentalFee: integer('rental_fee').notNull().default(0),
    adultDrinkFee: integer('adult_drink_fee').notNull().default(0),
    // The regular meal price per guest, which the hall card shows (spec §9 'rental fee, meal fee, …'); the
    // drink fee is a separate, smaller charge and no substitute for it.
    mealFee: integer('meal_fee').notNull().default(0),
    // One value or several (spec §3: 'a number or a list').
    weddingGapMinutes: integer('wedding_gap_minutes').array().notNull().default(sql`'{}'::integer[]`),
    suggestPersonnel: integer('suggest_personnel'),
    minGuarantee: integer('min_guarantee'),
    maxGuarantee: integer('max_guarantee'),
    style: text('style'),
    entranceMethod: text('entrance_method'),
    sort: smallint('sort').notNull().default(0),
    // The secret of the room's preview link (decision 0033): unpublished drafts, prices included, are shown only
    // to whoever holds it, never by the sequential id alone. 128 bits, base64url, from gen_random_uuid's strong
    // randomness (core PostgreSQL has no gen_random_bytes): every row gets its own, old rows when the column came.
    previewToken: text('preview_token')
      .notNull()
      .default(
        sql`translate(encode(substring(sha256(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')) from 1 for 16), 'base64'), '+/=', '-_')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index('individual_halls_partner_idx').on(t.partnerId, t.sort),
    check('individual_halls_money_check', nonNegative(t.rentalFee, t.adultDrinkFee, t.mealFee)),
    check(
      'individual_halls_guarantee_check',
      sql`${t.minGuarantee} IS NULL OR ${t.maxGuarantee} IS NULL OR ${t.minGuarantee} <= ${t.maxGuarantee}`,
    ),
    check('individual_halls_style_check', sql`${t.style} IS NULL OR ${isOneOf(t.style, values(HALL_STYLES))}`),
    check(
      'individual_halls_entrance_check',
      sql`${t.entranceMethod} IS NULL OR ${isOneOf(t.entranceMethod, values(ENTRANCE_METHODS))}`,
    ),
  ],
);
