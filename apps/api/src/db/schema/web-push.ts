import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';

// Web push (issue 28 §5). A subscription is one browser on one device: the push service's endpoint (a secret
// capability URL, unique across all couples) and the keys RFC 8291 encrypts each message to.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text('p256dh').notNull(),
    /** The 16-byte authentication secret, base64url. */
    auth: text('auth').notNull(),
    /** Cut short: only to name the device in a list later. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
    /** The last refused or failed send; cleared by the next success. A gone subscription is deleted instead. */
    failedAt: instant('failed_at'),
  },
  (t) => [index('push_subscriptions_customer_idx').on(t.customerId)],
);

// The couple's consent to promotional alerts (issue 28 §5: dates that open, price drops on liked slots). A
// couple without a row has the defaults: in-app on, push off. Informational messages (bookings, payments,
// reminders) are not governed here: they are what the couple asked for.
export const notificationPreferences = pgTable('notification_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  promotionsInApp: boolean('promotions_in_app').notNull().default(true),
  /** True only while the couple has a push subscription: the service turns it off with the last one. */
  promotionsPush: boolean('promotions_push').notNull().default(false),
  /** When push was last allowed (the tap that subscribed); kept when it is turned off, as the consent record. */
  pushConsentedAt: instant('push_consented_at'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
