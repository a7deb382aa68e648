import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { partnerStaff } from './partner-staff.ts';
import { nonNegative } from './sql-checks.ts';

// Images customers uploaded (issue 11), re-encoded by the server. A review may show only its author's uploads.
// A console staff member uploads a hall's photos (issue 26 §4): each row has exactly one owner, customer or staff.
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** '/media/uploads/{uuid}.{ext}': where it is served and what the image proxy reads. */
    path: text('path').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_customer_idx').on(t.customerId, t.createdAt),
    index('uploads_staff_idx').on(t.staffId),
    check('uploads_owner_check', sql`num_nonnulls(${t.customerId}, ${t.staffId}) = 1`),
    check('uploads_path_check', sql`${t.path} ~ '^/media/uploads/[0-9a-f-]{36}\\.(jpg|png|webp|gif)$'`),
    check('uploads_size_check', nonNegative(t.bytes, t.width, t.height)),
  ],
);
