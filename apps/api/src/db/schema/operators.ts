import { OPERATOR_ROLES } from '@wedding/domain/operator-roles';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { isOneOf } from './sql-checks.ts';

// Operator accounts (issue 29 §1, decision 0056): the marketplace's own moderators and admins, apart from
// customers and partner staff. Created only by `npm run admin:create`; there is no sign-up. TOTP is required.
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased (domain `normalizeEmail`). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Set when the password was generated (the CLI without --password-stdin, an ADMIN's reset, `admin:reset`):
     * the next sign-in asks for a new one before any session (decision 0060).
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    role: text('role').$type<(typeof OPERATOR_ROLES)[number]>().notNull(),
    /** Base32 TOTP secret; set at the first sign-in, used once `totpEnabled`. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set when the account is switched off: it signs in no more and its sessions end. */
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(t.email),
    check('operators_role_check', isOneOf(t.role, OPERATOR_ROLES)),
  ],
);

// An operator session: the token names it (`sid`), so a sign-out or a disable ends it at once.
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

// Every operator action (issue 29 §5): who, when, what, reason, before and after; searchable by action, target,
// operator and time. Rows are never updated or deleted; an operator row is never deleted either (disabled_at).
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** A stable action name, e.g. 'operator.sign-in', 'review.blind'. */
    action: text('action').notNull(),
    /** What was touched, e.g. 'review:123' or 'operator:4'. */
    target: text('target').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at.desc(), t.id.desc()),
    index('operator_audit_action_idx').on(t.action, t.at.desc()),
    index('operator_audit_target_idx').on(t.target, t.at.desc()),
    index('operator_audit_operator_idx').on(t.operatorId, t.at.desc()),
  ],
);
