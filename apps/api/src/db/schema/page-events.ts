import { bigint, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// Views and scroll depth of a hall's page from browsers (the app reports through its own analytics); a later
// partner console shows them to the hall. The customer is kept when signed in, so a view counts per person.
export const pageEvents = pgTable(
  'page_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    tabId: smallint('tab_id').notNull(),
    scrollDepth: smallint('scroll_depth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_events_partner_idx').on(t.partnerId, t.createdAt),
    check('page_events_name_check', isOneOf(t.name, ['hall_view', 'hall_scroll'])),
  ],
);
