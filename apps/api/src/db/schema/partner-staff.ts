import { STAFF_ROLES } from '@wedding/domain/partner-staff';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { partners } from './partners.ts';
import { isOneOf } from './sql-checks.ts';

// Partner console staff (issue 26): people on a hall's or planner's side, apart from customers. A staff member
// belongs to exactly one partner; their sessions, invitations and audit trail hang off that partner.
export const partnerStaff = pgTable(
  'partner_staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Lower-cased; one console account per address across all partners. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<(typeof STAFF_ROLES)[number]>().notNull(),
    /** Base32 TOTP secret; set at enrolment, used once `totpEnabled`. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The seeded demo OWNER only (README): signs in without a second factor. Never set by the console. */
    totpExempt: boolean('totp_exempt').notNull().default(false),
    /** The last TOTP time step accepted, so a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The mobile number this console account is told new requests and questions at by 알림톡 (issue 28); null
     * means the console inbox only. Set by the staff member themselves; never shown to couples.
     */
    notifyTel: text('notify_tel'),
    removedAt: instant('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_staff_email_key').on(t.email).where(sql`removed_at IS NULL`),
    index('partner_staff_partner_idx').on(t.partnerId),
    check('partner_staff_role_check', isOneOf(t.role, STAFF_ROLES)),
  ],
);

// A console session: the token names it (`sid`), so a sign-out, a removal or a role change ends it at once.
export const partnerStaffSessions = pgTable(
  'partner_staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => partnerStaff.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('partner_staff_sessions_staff_idx').on(t.staffId)],
);

// One-time invitation links (72 h, issue 26). Only the token's SHA-256 is stored.
export const partnerStaffInvites = pgTable(
  'partner_staff_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<(typeof STAFF_ROLES)[number]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => partnerStaff.id, { onDelete: 'set null' }),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('partner_staff_invites_token_key').on(t.tokenHash),
    index('partner_staff_invites_partner_idx').on(t.partnerId),
    check('partner_staff_invites_role_check', isOneOf(t.role, STAFF_ROLES)),
  ],
);

// Every console write (issue 26 §8): who, when, what, before and after. Written in the write's transaction.
export const partnerAuditLog = pgTable(
  'partner_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => partnerStaff.id, { onDelete: 'set null' }),
    /** A stable action name, e.g. 'staff.invite', 'calendar.bulk-price'. */
    action: text('action').notNull(),
    /** What was touched, e.g. 'wedding_day:123' or 'disclosure'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('partner_audit_log_partner_idx').on(t.partnerId, t.at.desc(), t.id.desc())],
);
