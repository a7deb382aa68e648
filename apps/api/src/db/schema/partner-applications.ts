import { APPLICATION_STATES } from '@wedding/domain/partner-onboarding';
import { REGION_NAMES } from '@wedding/domain/regions';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { operators } from './operators.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// A hall's application for a console account (issue 29 §4). Public, so it holds only what the form asks; an
// operator approves it (a partner row and an OWNER invite are made) or rejects it with a reason, once.
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bizName: text('biz_name').notNull(),
    /** Normalised 'XXX-XX-XXXXX' (domain `parseBusinessNumber`), check digit verified. */
    businessNumber: text('business_number').notNull(),
    address: text('address').notNull(),
    region: text('region').notNull(),
    subRegion: text('sub_region'),
    contactName: text('contact_name').notNull(),
    /** Hyphenated, as stored elsewhere. */
    contactPhone: text('contact_phone').notNull(),
    /** Lower-cased; the OWNER invite goes here on approval. */
    contactEmail: text('contact_email').notNull(),
    state: text('state').$type<(typeof APPLICATION_STATES)[number]>().notNull().default('PENDING'),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    /** The operator's reason (rejection) or memo (approval). */
    reason: text('reason'),
    /** The partner made from it, once approved. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open application per number; an approved one keeps the number too (the hall is a partner already).
    // A rejected applicant may apply again.
    uniqueIndex('partner_applications_open_number_key').on(t.businessNumber).where(sql`state <> 'REJECTED'`),
    index('partner_applications_state_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    check('partner_applications_state_check', isOneOf(t.state, APPLICATION_STATES)),
    check('partner_applications_region_check', isOneOf(t.region, REGION_NAMES)),
    check('partner_applications_decided_check', sql`(${t.state} = 'PENDING') = (${t.decidedAt} IS NULL)`),
    check('partner_applications_partner_check', sql`${t.partnerId} IS NULL OR ${t.state} = 'APPROVED'`),
  ],
);
