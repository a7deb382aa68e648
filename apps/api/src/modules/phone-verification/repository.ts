import type { SmsPurpose } from '@wedding/domain/sms-verification';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneVerifications as pv } from '../../db/schema/index.ts';

export type PendingCode = { id: number; attempts: number; expiresAt: Date; verifiedAt: Date | null };

/** The outcome of one counted try; null when the code could not be tried (used up, expired, superseded). */
export type CodeAttempt = { attempts: number; verified: boolean };

export type PhoneVerificationRepository = {
  /** Stores a new code and expires the pending ones for the same phone and purpose (a new send supersedes). */
  insertCode(input: {
    tel: string;
    purpose: SmsPurpose;
    codeHash: string;
    expiresAt: Date;
    now: Date;
  }): Promise<number>;
  expireCode(id: number, now: Date): Promise<void>;
  findLatest(input: { tel: string; purpose: SmsPurpose }): Promise<PendingCode | null>;
  /**
   * Counts one try and, when the hash matches, marks the code verified with the proof's hash, all in one
   * UPDATE: two concurrent tries can never both get past the attempt limit or both verify.
   */
  tryCode(input: {
    id: number;
    codeHash: string;
    proofHash: string;
    maxAttempts: number;
    now: Date;
  }): Promise<CodeAttempt | null>;
  /** Clears the proof if it matches and is fresh; true exactly once per proof. */
  consumeProof(
    input: { tel: string; purpose: SmsPurpose; proofHash: string; verifiedAfter: Date },
    tx?: Db,
  ): Promise<boolean>;
};

export function createPhoneVerificationRepository(db: Db): PhoneVerificationRepository {
  return {
    async insertCode({ tel, purpose, codeHash, expiresAt, now }) {
      return db.transaction(async (tx) => {
        await tx
          .update(pv)
          .set({ expiresAt: now })
          .where(and(eq(pv.tel, tel), eq(pv.purpose, purpose), isNull(pv.verifiedAt), gt(pv.expiresAt, now)));
        const [row] = await tx
          .insert(pv)
          .values({ tel, purpose, codeHash, expiresAt, createdAt: now })
          .returning({ id: pv.id });
        return row!.id;
      });
    },

    async expireCode(id, now) {
      await db.update(pv).set({ expiresAt: now }).where(eq(pv.id, id));
    },

    async findLatest({ tel, purpose }) {
      const [row] = await db
        .select({ id: pv.id, attempts: pv.attempts, expiresAt: pv.expiresAt, verifiedAt: pv.verifiedAt })
        .from(pv)
        .where(and(eq(pv.tel, tel), eq(pv.purpose, purpose)))
        .orderBy(desc(pv.id))
        .limit(1);
      return row ?? null;
    },

    async tryCode({ id, codeHash, proofHash, maxAttempts, now }) {
      const matches = sql`${pv.codeHash} = ${codeHash}::text`;
      const [row] = await db
        .update(pv)
        .set({
          attempts: sql`${pv.attempts} + 1`,
          verifiedAt: sql`CASE WHEN ${matches} THEN ${now.toISOString()}::timestamptz END`,
          verifiedTokenHash: sql`CASE WHEN ${matches} THEN ${proofHash}::text END`,
        })
        .where(and(eq(pv.id, id), lt(pv.attempts, maxAttempts), isNull(pv.verifiedAt), gt(pv.expiresAt, now)))
        .returning({ attempts: pv.attempts, verifiedAt: pv.verifiedAt });
      return row ? { attempts: row.attempts, verified: row.verifiedAt !== null } : null;
    },

    async consumeProof({ tel, purpose, proofHash, verifiedAfter }, tx = db) {
      const rows = await tx
        .update(pv)
        .set({ verifiedTokenHash: null })
        .where(
          and(
            eq(pv.verifiedTokenHash, proofHash),
            eq(pv.tel, tel),
            eq(pv.purpose, purpose),
            gt(pv.verifiedAt, verifiedAfter),
          ),
        )
        .returning({ id: pv.id });
      return rows.length === 1;
    },
  };
}
