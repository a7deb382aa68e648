import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { partnerStaff } from './partner-staff.ts';
import { partners } from './partners.ts';

/** One changed field of a publish: the venue's (roomId null) or a room's, before and after (issue 26 §4). */
export type ProfileChange = {
  roomId: number | null;
  roomName: string | null;
  field: string;
  before: unknown;
  after: unknown;
};

/** Every field a draft can hold, as the live rows held it right after the publish: a restore starts from it. */
export type ProfileSnapshot = {
  venue: Record<string, unknown>;
  rooms: { id: number; fields: Record<string, unknown> }[];
};

// Each publish of a partner's profile draft (decision 0042). Version 0 is the state before the first console
// publish (what the seed or the import made), so the earliest page can be restored too; it has no author.
export const partnerProfileVersions = pgTable(
  'partner_profile_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'set null' }),
    /** Whose publish, kept as text so the history reads the same after the staff member is removed. */
    staffName: text('staff_name'),
    /** The version a restore started from, when this publish was one. */
    restoredFrom: integer('restored_from'),
    changes: jsonb('changes').$type<ProfileChange[]>().notNull(),
    snapshot: jsonb('snapshot').$type<ProfileSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_profile_versions_no_idx').on(t.partnerId, t.versionNo),
    index('partner_profile_versions_partner_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);
