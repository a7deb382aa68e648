import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';

// The couple link (issue 30 §1, decision 0061). A couple is two rows, one per account, each naming the other:
// 'whose shared things does X see' is then one primary-key read (couple_members WHERE customer_id = X).
// - one couple per account: customer_id is the key and partner_id is unique;
// - never yourself: the check;
// - always both rows: each row's (customer, partner) must exist turned round (the self-referencing foreign key,
//   checked at the end of the statement that writes or deletes the two rows together).
export const coupleMembers = pgTable(
  'couple_members',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    linkedAt: createdAt(),
  },
  (t) => [
    check('couple_members_not_self', sql`${t.customerId} <> ${t.partnerId}`),
    unique('couple_members_pair_key').on(t.partnerId, t.customerId),
    foreignKey({
      name: 'couple_members_mirror_fk',
      columns: [t.customerId, t.partnerId],
      foreignColumns: [t.partnerId, t.customerId],
    }).onDelete('cascade'),
  ],
);

// An invite: one live code per inviter (a new one replaces the old). The code is stored as typed (8 characters
// of 31, decision 0061) so the inviter's screen can show it again for its 24 hours; it links to nothing but the
// inviter's likes, the inviter is told in the inbox, and either can unlink.
export const coupleInvites = pgTable(
  'couple_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    usedBy: integer('used_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('couple_invites_inviter_idx').on(t.inviterId, t.createdAt),
    check('couple_invites_code_check', sql`${t.code} ~ '^[A-HJKMNP-Z2-9]{8}$'`),
  ],
);
