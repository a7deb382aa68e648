import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionClient } from '../../db/schema/db-enums.ts';
import { customers, loginTokens, refreshTokenFamilies, refreshTokens } from '../../db/schema/index.ts';

export type SessionCustomer = { id: number; uuid: string };

/** A refresh token as found by its hash, with what decides whether it may still be used. */
export type StoredRefreshToken = {
  familyId: string;
  customerId: number;
  customerUuid: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  familyRevokedAt: Date | null;
  familyExpiresAt: Date;
  client: SessionClient;
};

export type ConsumedRefreshToken = {
  familyId: string;
  customerId: number;
  customerUuid: string;
  familyExpiresAt: Date;
  client: SessionClient;
};

export type SessionRepository = {
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  findCustomer(customerId: number, tx?: Db): Promise<SessionCustomer | null>;
  insertLoginToken(input: { customerId: number; tokenHash: string; expiresAt: Date }, tx?: Db): Promise<void>;
  /** Marks a live login token used and answers its customer; null when unknown, used or expired. */
  consumeLoginToken(input: { tokenHash: string; now: Date }, tx?: Db): Promise<number | null>;
  createFamily(input: { customerId: number; absoluteExpiresAt: Date; client: SessionClient }, tx?: Db): Promise<string>;
  insertRefreshToken(input: { familyId: string; tokenHash: string; expiresAt: Date }, tx?: Db): Promise<void>;
  /**
   * Marks a live, unused refresh token of a live family used, in one UPDATE. On PostgreSQL a concurrent
   * second UPDATE waits for the row lock and then re-checks `used_at IS NULL`, so exactly one caller wins.
   */
  consumeRefreshToken(input: { tokenHash: string; now: Date }, tx?: Db): Promise<ConsumedRefreshToken | null>;
  findRefreshToken(tokenHash: string, tx?: Db): Promise<StoredRefreshToken | null>;
  /**
   * Takes the one second answer a used token may get within the grace window, in one UPDATE (so two
   * concurrent late callers cannot both take it). False when it was taken already.
   */
  claimRefreshGrace(input: { tokenHash: string; now: Date }, tx?: Db): Promise<boolean>;
  revokeFamily(input: { familyId: string; now: Date }, tx?: Db): Promise<void>;
  revokeFamiliesOfCustomer(input: { customerId: number; now: Date }, tx?: Db): Promise<void>;
  /** The customer of an access token, only while they exist and the token's family is not revoked. */
  findSessionCustomer(input: { customerUuid: string; familyId: string }, tx?: Db): Promise<SessionCustomer | null>;
};

export function createSessionRepository(db: Db): SessionRepository {
  return {
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),

    async findCustomer(customerId, tx = db) {
      const [row] = await tx
        .select({ id: customers.id, uuid: customers.uuid })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async insertLoginToken(input, tx = db) {
      await tx.insert(loginTokens).values(input);
    },

    async consumeLoginToken({ tokenHash, now }, tx = db) {
      const [row] = await tx
        .update(loginTokens)
        .set({ usedAt: now })
        .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
        .returning({ customerId: loginTokens.customerId });
      return row?.customerId ?? null;
    },

    async createFamily(input, tx = db) {
      const [row] = await tx.insert(refreshTokenFamilies).values(input).returning({ id: refreshTokenFamilies.id });
      if (!row) throw new Error('refresh token family was not created');
      return row.id;
    },

    async insertRefreshToken(input, tx = db) {
      await tx.insert(refreshTokens).values(input);
    },

    async consumeRefreshToken({ tokenHash, now }, tx = db) {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .from(refreshTokenFamilies)
        .innerJoin(customers, eq(customers.id, refreshTokenFamilies.customerId))
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokenFamilies.id, refreshTokens.familyId),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            isNull(refreshTokenFamilies.revokedAt),
            gt(refreshTokenFamilies.absoluteExpiresAt, now),
          ),
        )
        .returning({
          familyId: refreshTokens.familyId,
          customerId: customers.id,
          customerUuid: customers.uuid,
          familyExpiresAt: refreshTokenFamilies.absoluteExpiresAt,
          client: refreshTokenFamilies.client,
        });
      return row ?? null;
    },

    async findRefreshToken(tokenHash, tx = db) {
      const [row] = await tx
        .select({
          familyId: refreshTokens.familyId,
          customerId: customers.id,
          customerUuid: customers.uuid,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          revokedAt: refreshTokens.revokedAt,
          familyRevokedAt: refreshTokenFamilies.revokedAt,
          familyExpiresAt: refreshTokenFamilies.absoluteExpiresAt,
          client: refreshTokenFamilies.client,
        })
        .from(refreshTokens)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .innerJoin(customers, eq(customers.id, refreshTokenFamilies.customerId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async claimRefreshGrace({ tokenHash, now }, tx = db) {
      const rows = await tx
        .update(refreshTokens)
        .set({ graceUsedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.graceUsedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    async revokeFamily({ familyId, now }, tx = db) {
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
    },

    async revokeFamiliesOfCustomer({ customerId, now }, tx = db) {
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokenFamilies.customerId, customerId), isNull(refreshTokenFamilies.revokedAt)));
    },

    async findSessionCustomer({ customerUuid, familyId }, tx = db) {
      const [row] = await tx
        .select({ id: customers.id, uuid: customers.uuid })
        .from(customers)
        .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.customerId, customers.id))
        .where(
          and(
            eq(customers.uuid, customerUuid),
            eq(refreshTokenFamilies.id, familyId),
            isNull(refreshTokenFamilies.revokedAt),
          ),
        );
      return row ?? null;
    },
  };
}
