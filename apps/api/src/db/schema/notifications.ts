import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { DELIVERY_CHANNELS, DELIVERY_STATES, NOTIFICATION_AUDIENCES } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// Notifications (issue 28). One row per thing a person is told: the in-app inbox entry. It is written in the
// transaction of the change it reports, with its outside deliveries below, so a committed change always has its
// message and a rolled-back one never does (the transactional outbox). Bodies keep what the words need and no more;
// after OUTBOX_BODY_RETENTION_DAYS the words and variables are cleared and only the status stays.
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    audience: text('audience').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    /** A NOTIFICATION_KINDS name. */
    kind: text('kind').notNull(),
    purpose: text('purpose').notNull(),
    /** The event this reports ('visit:12:CONFIRMED:…'): the same event told twice to the same inbox is one row. */
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** The kind's #{변수} values, which the 알림톡 is rendered from at sending. */
    variables: jsonb('variables').$type<Record<string, string>>(),
    /** Site path the entry opens ('/mypage/bookings?visit=12'). */
    link: text('link').notNull(),
    /** Site path of a calendar file to offer with it (a confirmed visit's .ics), if any. */
    calendarPath: text('calendar_path'),
    readAt: instant('read_at'),
    bodyPurgedAt: instant('body_purged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_event_key').on(t.eventKey, t.audience, t.customerId, t.partnerId).nullsNotDistinct(),
    index('notifications_customer_idx').on(t.customerId, t.id),
    index('notifications_partner_idx').on(t.partnerId, t.id),
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_audience_check', isOneOf(t.audience, NOTIFICATION_AUDIENCES)),
    check(
      'notifications_recipient_check',
      sql`(${t.audience} = 'CUSTOMER' AND ${t.customerId} IS NOT NULL AND ${t.partnerId} IS NULL)
        OR (${t.audience} = 'PARTNER' AND ${t.partnerId} IS NOT NULL AND ${t.customerId} IS NULL)`,
    ),
  ],
);

// The outbox: one row per outside message of a notification (a 알림톡 to one phone, a push to one person). Relayed
// at least once by the `notification-delivery` job; `dedupe_key` (event, channel, recipient) makes a repeat a no-op.
// The phone number is not stored here: it is read from the account when the message goes.
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** Who it goes to: 'customer:12' or 'staff:5'. */
    recipient: text('recipient').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    state: text('state').notNull().default('PENDING'),
    /** Not before (a promotional push waits out the quiet hours; a reminder its day). */
    sendAfter: instant('send_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** While SENDING: the claim ends then, so a worker that died lets another try. */
    leaseUntil: instant('lease_until'),
    /** What actually went: 'ALIMTALK', 'SMS' or 'LMS' (after a fallback or with 알림톡 off), 'WEB_PUSH'. */
    sentVia: text('sent_via'),
    providerMessageId: text('provider_message_id'),
    /** The provider's refusal or the last outage, for the operator (no personal data). */
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_due_idx').on(t.state, t.sendAfter),
    index('notification_deliveries_notification_idx').on(t.notificationId),
    check('notification_deliveries_channel_check', isOneOf(t.channel, DELIVERY_CHANNELS)),
    check('notification_deliveries_state_check', isOneOf(t.state, DELIVERY_STATES)),
  ],
);
