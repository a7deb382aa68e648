import type { SocialProvider } from '@wedding/contract/auth';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CustomerTerms, customers, socialIdentities } from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';

/** What the unique constraints of `customers` and `social_identities` are called (drizzle-kit names). */
export const CUSTOMER_CONSTRAINTS = {
  email: 'customers_email_unique',
  nick: 'customers_nick_unique',
  invitationCode: 'customers_invitation_code_unique',
  socialIdentity: 'social_identities_provider_subject_key',
} as const;

export type NewCustomer = {
  email: string;
  passwordHash: string | null;
  name: string;
  sex: string;
  tel: string;
  terms: CustomerTerms;
  createdAt: Date;
};

export type ProfileRow = {
  uuid: string;
  email: string | null;
  name: string;
  nick: string | null;
  sex: string | null;
  tel: string | null;
  region: string | null;
  invitationCode: string | null;
  weddingDate: string | null;
  hasWeddingHallContract: boolean;
  hasSdmContract: boolean;
  passwordHash: string | null;
  socialProviders: string[];
};

export type AccountSummary = { id: number; email: string | null; createdAt: Date; socialProviders: string[] };

export type AccountRepository = {
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  emailExists(email: string): Promise<boolean>;
  nickExists(nick: string): Promise<boolean>;
  invitationCodeExists(code: string): Promise<boolean>;
  socialIdentityExists(input: { provider: SocialProvider; subject: string }): Promise<boolean>;
  insertCustomer(input: NewCustomer, tx?: Db): Promise<{ id: number; uuid: string }>;
  insertSocialIdentity(
    input: { customerId: number; provider: SocialProvider; subject: string },
    tx?: Db,
  ): Promise<void>;
  findProfile(customerId: number): Promise<ProfileRow | null>;
  /** `invitationCode` undefined leaves the stored code as it is. */
  updateAdditional(
    customerId: number,
    input: {
      nick: string;
      region: string;
      invitationCode: string | null | undefined;
      weddingDate: string | null;
      now: Date;
    },
  ): Promise<void>;
  updateContracts(
    customerId: number,
    input: { hasWeddingHallContract: boolean; hasSdmContract: boolean; now: Date },
  ): Promise<void>;
  /** When several accounts share a phone, the newest one (find-id shows one account). */
  findNewestByTel(tel: string, tx?: Db): Promise<AccountSummary | null>;
  findIdByEmailAndTel(input: { email: string; tel: string }, tx?: Db): Promise<number | null>;
  updatePasswordHash(input: { customerId: number; passwordHash: string; now: Date }): Promise<void>;
};

// Providers linked to the customer row of the outer query, as a text array (empty, not null, without any).
// Written out with the table name: drizzle leaves columns unqualified in a one-table select, where "id"
// inside the subquery would mean social_identities.id.
const socialProvidersOfCustomer = sql<string[]>`coalesce((
  select array_agg(si.provider order by si.provider) from social_identities si where si.customer_id = "customers"."id"
), '{}')`;

export function createAccountRepository(db: Db): AccountRepository {
  const exists = async (where: ReturnType<typeof eq>) =>
    (await db.select({ one: sql`1` }).from(customers).where(where).limit(1)).length > 0;

  return {
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    emailExists: (email) => exists(eq(customers.email, email)),
    nickExists: (nick) => exists(eq(customers.nick, nick)),
    invitationCodeExists: (code) => exists(eq(customers.invitationCode, code)),

    async socialIdentityExists({ provider, subject }) {
      const rows = await db
        .select({ id: socialIdentities.id })
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
        .limit(1);
      return rows.length > 0;
    },

    async insertCustomer(input, tx = db) {
      const [row] = await tx.insert(customers).values(input).returning({ id: customers.id, uuid: customers.uuid });
      return row!;
    },

    async insertSocialIdentity(input, tx = db) {
      await tx.insert(socialIdentities).values(input);
    },

    async findProfile(customerId) {
      const [row] = await db
        .select({
          uuid: customers.uuid,
          email: customers.email,
          name: customers.name,
          nick: customers.nick,
          sex: customers.sex,
          tel: customers.tel,
          region: customers.region,
          invitationCode: customers.invitationCode,
          weddingDate: customers.weddingDate,
          hasWeddingHallContract: customers.hasWeddingHallContract,
          hasSdmContract: customers.hasSdmContract,
          passwordHash: customers.passwordHash,
          socialProviders: socialProvidersOfCustomer,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async updateAdditional(customerId, { nick, region, invitationCode, weddingDate, now }) {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            nick,
            region,
            weddingDate,
            updatedAt: now,
            ...(invitationCode === undefined ? {} : { invitationCode }),
          })
          .where(eq(customers.id, customerId));
        // A linked couple shares one wedding date (issue 30 §1, decision 0061): it is written to both accounts, so
        // each D-day reads its own row and each keeps the date after an unlink.
        await tx
          .update(customers)
          .set({ weddingDate, updatedAt: now })
          .where(and(inHousehold(customers.id, customerId), ne(customers.id, customerId)));
      });
    },

    async updateContracts(customerId, { hasWeddingHallContract, hasSdmContract, now }) {
      await db
        .update(customers)
        .set({ hasWeddingHallContract, hasSdmContract, updatedAt: now })
        .where(eq(customers.id, customerId));
    },

    async findNewestByTel(tel, tx = db) {
      const [row] = await tx
        .select({
          id: customers.id,
          email: customers.email,
          createdAt: customers.createdAt,
          socialProviders: socialProvidersOfCustomer,
        })
        .from(customers)
        .where(eq(customers.tel, tel))
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(1);
      return row ?? null;
    },

    async findIdByEmailAndTel({ email, tel }, tx = db) {
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email), eq(customers.tel, tel)));
      return row?.id ?? null;
    },

    async updatePasswordHash({ customerId, passwordHash, now }) {
      await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    },
  };
}
