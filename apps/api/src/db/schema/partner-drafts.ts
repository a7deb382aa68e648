import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { partners } from './partners.ts';

// Unpublished edits by hall staff; the preview compares the latest draft with the live rows field by field.
export const partnerDrafts = pgTable(
  'partner_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_drafts_partner_idx').on(t.partnerId, t.createdAt.desc())],
);
