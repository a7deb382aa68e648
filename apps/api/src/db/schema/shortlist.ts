import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { individualHalls } from './individual-halls.ts';
import { partners } from './partners.ts';
import { weddingDays } from './wedding-days.ts';

// The couple's shortlist shared with the family (issue 30 §2, decision 0062). Rows belong to the customer who
// added them; reads and writes take the whole household (services.household), so a linked couple share one list.

/** An item: a hall (partner_id), a room (individual_hall_id too) or a slot (wedding_day_id too), with a note. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    individualHallId: integer('individual_hall_id').references(() => individualHalls.id, { onDelete: 'cascade' }),
    weddingDayId: bigint('wedding_day_id', { mode: 'number' }).references(() => weddingDays.id, {
      onDelete: 'cascade',
    }),
    /** 'HALL:12', 'ROOM:34', 'SLOT:56': one item per target per customer. */
    targetKey: text('target_key').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('shortlist_items_customer_target_key').on(t.customerId, t.targetKey),
    index('shortlist_items_customer_idx').on(t.customerId, t.id),
    check('shortlist_items_kind_check', sql`${t.kind} IN ('HALL','ROOM','SLOT')`),
    check(
      'shortlist_items_target_check',
      sql`(${t.kind} = 'HALL' AND ${t.individualHallId} IS NULL AND ${t.weddingDayId} IS NULL)
        OR (${t.kind} = 'ROOM' AND ${t.individualHallId} IS NOT NULL AND ${t.weddingDayId} IS NULL)
        OR (${t.kind} = 'SLOT' AND ${t.weddingDayId} IS NOT NULL)`,
    ),
    check('shortlist_items_note_check', sql`char_length(${t.note}) <= 500`),
  ],
);

/** A family share link: only the token's SHA-256 is stored (the token is an HMAC of the uuid, see the service). */
export const shortlistShareLinks = pgTable(
  'shortlist_share_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('shortlist_share_links_customer_idx').on(t.customerId, t.id),
    check('shortlist_share_links_role_check', sql`${t.role} IN ('VIEWER','COMMENTER')`),
  ],
);

/** 👍/👎 by a name through a link: one per item, link and name, changeable. */
export const shortlistVotes = pgTable(
  'shortlist_votes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => shortlistShareLinks.id, { onDelete: 'cascade' }),
    voterName: text('voter_name').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('shortlist_votes_item_link_name_key').on(t.itemId, t.linkId, t.voterName),
    check('shortlist_votes_value_check', sql`${t.value} IN ('UP','DOWN')`),
  ],
);

/** A comment by a name through a commenter link. */
export const shortlistComments = pgTable(
  'shortlist_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => shortlistShareLinks.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shortlist_comments_item_idx').on(t.itemId, t.id),
    check('shortlist_comments_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 500`),
  ],
);
