import type { PenaltyRow } from '@wedding/domain/penalty-table';
import type { DisclosureItem } from '@wedding/domain/price-disclosure';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { partners } from './partners.ts';

// A hall's price disclosure (공정위 고시, issue 26 §3): one per partner, published and replaced as a whole by the
// console. Items and penalties are JSON documents checked by the domain rules before they are written: nothing
// queries inside them, and a disclosure is always read and replaced whole (decision 0041). A hall without a row
// shows '가격 정보 준비 중' and takes no holds.
export const priceDisclosures = pgTable('price_disclosures', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<DisclosureItem[]>().notNull(),
  penalties: jsonb('penalties').$type<PenaltyRow[]>().notNull(),
  /** The refund rules (환급기준) in the hall's own words. */
  refundRules: text('refund_rules').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
