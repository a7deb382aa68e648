import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { INQUIRY_ORIGINS, INQUIRY_SIDES } from './db-enums.ts';
import { operators } from './operators.ts';
import { partnerStaff } from './partner-staff.ts';
import { partners } from './partners.ts';
import { visitReservations } from './reservations.ts';
import { isOneOf } from './sql-checks.ts';
import { weddingDays } from './wedding-days.ts';

// 1:1 inquiries between a couple and a hall or planner (issue 27 §5). The hall never reads the couple's phone
// or email from here: a thread names the couple by nick only, and the phone only once phone_shared_at is set.
export const inquiryThreads = pgTable(
  'inquiry_threads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Where the couple started it: the hall page, a slot or a visit. */
    origin: text('origin').notNull(),
    weddingDayId: integer('wedding_day_id').references(() => weddingDays.id, { onDelete: 'set null' }),
    visitId: integer('visit_id').references(() => visitReservations.id, { onDelete: 'set null' }),
    /** Set when the couple chose to show their phone number in this thread (and only this one). */
    phoneSharedAt: instant('phone_shared_at'),
    /** The last message id each side has read: unread = the other side's messages past it. */
    customerReadId: integer('customer_read_id').notNull().default(0),
    partnerReadId: integer('partner_read_id').notNull().default(0),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    /** The couple blocked the hall here: the hall's messages are hidden from the couple. */
    customerBlockedAt: instant('customer_blocked_at'),
    /** The hall blocked the couple here: the couple's messages are hidden from the hall. */
    partnerBlockedAt: instant('partner_blocked_at'),
    /** The hall's report of this thread (a couple's report goes to `reports` as kind INQUIRY). */
    partnerReportedAt: instant('partner_reported_at'),
    partnerReportReason: text('partner_report_reason'),
    /**
     * An operator closed the hall's report (issue 29 §2): it is open while partner_reported_at is later than this.
     * A new report by the hall after closing sets partner_reported_at again and reopens it.
     */
    partnerReportResolvedAt: instant('partner_report_resolved_at'),
    partnerReportResolvedBy: integer('partner_report_resolved_by').references(() => operators.id, {
      onDelete: 'set null',
    }),
    partnerReportResolution: text('partner_report_resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    // One thread per couple, partner and subject: starting again from the same place finds it.
    unique('inquiry_threads_subject_key')
      .on(t.customerId, t.partnerId, t.origin, t.weddingDayId, t.visitId)
      .nullsNotDistinct(),
    index('inquiry_threads_partner_idx').on(t.partnerId, t.lastMessageAt),
    index('inquiry_threads_customer_idx').on(t.customerId, t.lastMessageAt),
    check('inquiry_threads_origin_check', isOneOf(t.origin, INQUIRY_ORIGINS)),
  ],
);

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    /** Which staff member answered (for the audit); never shown to the couple. */
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Upload paths ('/media/uploads/…') the sender uploaded. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_messages_thread_idx').on(t.threadId, t.id),
    check('inquiry_messages_sender_check', isOneOf(t.sender, INQUIRY_SIDES)),
    check('inquiry_messages_content_check', sql`length(${t.body}) > 0 OR jsonb_array_length(${t.images}) > 0`),
  ],
);

/** A hall's saved answers, picked in the console's answer box. */
export const inquiryTemplates = pgTable(
  'inquiry_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at'),
  },
  (t) => [index('inquiry_templates_partner_idx').on(t.partnerId, t.id)],
);
