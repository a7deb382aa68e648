import { REGION_NAMES } from '@wedding/domain/regions';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { SEX_VALUES } from './db-enums.ts';
import { isOneOf } from './sql-checks.ts';

/** Which terms the customer agreed to, and when (sign-up `terms`). */
export type CustomerTerms = Record<string, { agreed: boolean; at?: string }>;

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    // Nullable: social-only accounts have no email or password.
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    sex: text('sex'),
    tel: text('tel'),
    nick: text('nick').unique(),
    profileUrl: text('profile_url'),
    /** Writes as a 'new-bride mentor' (새댁멘토, spec §6): the label on their comments and reviews. */
    mentor: boolean('mentor').notNull().default(false),
    region: text('region'),
    invitationCode: text('invitation_code').unique(),
    weddingDate: date('wedding_date', { mode: 'string' }),
    hasWeddingHallContract: boolean('has_wedding_hall_contract').notNull().default(false),
    hasSdmContract: boolean('has_sdm_contract').notNull().default(false),
    terms: jsonb('terms').$type<CustomerTerms>().notNull().default({}),
    /** The couple's expected guest count (issue 30 §4, mypage); the cards' all-in estimate is for this many. */
    expectedGuests: integer('expected_guests'),
    /** The couple's budget ceiling in won (issue 30 §4): cards above it say '예산 초과'. */
    budgetCeiling: integer('budget_ceiling'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [
    check('customers_sex_check', sql`${t.sex} IS NULL OR ${isOneOf(t.sex, SEX_VALUES)}`),
    check(
      'customers_wedding_budget_check',
      sql`(${t.expectedGuests} IS NULL OR ${t.expectedGuests} BETWEEN 10 AND 1000) AND (${t.budgetCeiling} IS NULL OR ${t.budgetCeiling} BETWEEN 1000000 AND 1000000000)`,
    ),
    check('customers_region_check', sql`${t.region} IS NULL OR ${isOneOf(t.region, REGION_NAMES)}`),
  ],
);
