import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { individualHalls } from './individual-halls.ts';
import { partners } from './partners.ts';
import { weddingDays } from './wedding-days.ts';

// The primary key (customer, target) is the 'one like per customer and target' invariant.
const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

export const partnerLikes = pgTable(
  'partner_likes',
  {
    customerId: customerId(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.partnerId] }),
    index('partner_likes_partner_idx').on(t.partnerId),
    index('partner_likes_customer_recent_idx').on(t.customerId, t.createdAt),
  ],
);

export const individualHallLikes = pgTable(
  'individual_hall_likes',
  {
    customerId: customerId(),
    individualHallId: integer('individual_hall_id')
      .notNull()
      .references(() => individualHalls.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.individualHallId] }),
    index('individual_hall_likes_hall_idx').on(t.individualHallId),
  ],
);

export const weddingDayLikes = pgTable(
  'wedding_day_likes',
  {
    customerId: customerId(),
    weddingDayId: bigint('wedding_day_id', { mode: 'number' })
      .notNull()
      .references(() => weddingDays.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.weddingDayId] }),
    index('wedding_day_likes_slot_idx').on(t.weddingDayId),
    index('wedding_day_likes_customer_recent_idx').on(t.customerId, t.createdAt),
  ],
);
