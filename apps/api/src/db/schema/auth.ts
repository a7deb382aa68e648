import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { customers } from './customers.ts';
import { PHONE_VERIFICATION_PURPOSES, SESSION_CLIENTS, type SessionClient, SOCIAL_PROVIDERS } from './db-enums.ts';
import { isOneOf } from './sql-checks.ts';

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('social_identities_provider_subject_key').on(t.provider, t.subject),
    index('social_identities_customer_idx').on(t.customerId),
    check('social_identities_provider_check', isOneOf(t.provider, SOCIAL_PROVIDERS)),
  ],
);

// A family is one login session; every rotation adds a token to it. Reuse of a used token revokes the family.
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    // Rotation never extends the session past this instant.
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    // Which channel holds the session: 'web' (cookies) or 'app' (tokens in bodies). A token is only ever
    // refreshed through its own channel (decision 0019).
    client: text('client').$type<SessionClient>().notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_token_families_customer_idx').on(t.customerId),
    check('refresh_token_families_client_check', isOneOf(t.client, SESSION_CLIENTS)),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    // Only a hash is stored: a database leak must not hand out sessions.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    // A used token may be presented once more within the grace window (a concurrent refresh): this marks
    // that the one allowed second answer was given, so a third presentation is reuse (decision 0019).
    graceUsedAt: instant('grace_used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tel: text('tel').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    verifiedAt: instant('verified_at'),
    // Handed to the client after a correct code; sign-up or find-id presents it (hashed here).
    verifiedTokenHash: text('verified_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_verifications_tel_idx').on(t.tel, t.purpose, t.createdAt),
    check('phone_verifications_purpose_check', isOneOf(t.purpose, PHONE_VERIFICATION_PURPOSES)),
    check('phone_verifications_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

// One-time login tokens (spec §7 POST /v3/jwt/:loginToken): a login or sign-up hands one out, and the web
// (POST /api/token) or the app exchanges it within a minute for a session. Stored hashed, used once.
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_tokens_customer_idx').on(t.customerId)],
);
