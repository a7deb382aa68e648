import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { individualHalls } from './individual-halls.ts';
import { partners } from './partners.ts';

// Unpublished edits by hall staff; the preview compares the latest draft with the live rows field by field.
// A draft of one room names it (individualHallId) and holds that room's fields in `data` (IndividualHallDraft).
export const partnerDrafts = pgTable(
  'partner_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    individualHallId: integer('individual_hall_id').references(() => individualHalls.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('partner_drafts_partner_idx').on(t.partnerId, t.createdAt.desc()),
    index('partner_drafts_hall_idx').on(t.individualHallId, t.createdAt.desc()),
  ],
);

/** What a room's draft holds: each field the staff set; a null clears the published value. */
export type IndividualHallDraft = Partial<{
  name: string | null;
  images: string[] | null;
  rentalFee: number | null;
  adultDrinkFee: number | null;
  mealFee: number | null;
  weddingGapMinutes: number[] | null;
  suggestPersonnel: number | null;
}>;
