import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { partners } from './partners.ts';

// Hall search history: either a visited hall or a typed keyword.
export const searchHistories = pgTable(
  'search_histories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    keyword: text('keyword'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_histories_customer_idx').on(t.customerId, t.createdAt.desc()),
    check('search_histories_target_check', sql`(${t.partnerId} IS NULL) <> (${t.keyword} IS NULL)`),
  ],
);

// Small per-customer key/value store with expiry (spec §7 /web/v3/customer/data, e.g. push-check time).
export const customerData = pgTable(
  'customer_data',
  {
    customerUuid: uuid('customer_uuid')
      .notNull()
      .references(() => customers.uuid, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    expTsp: instant('exp_tsp'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerUuid, t.key] })],
);
