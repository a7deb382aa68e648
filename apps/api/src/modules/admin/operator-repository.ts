import type { OperatorRole } from '@wedding/domain/operator-roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema/index.ts';

export type OperatorCredentials = {
  id: number;
  email: string;
  passwordHash: string;
  role: OperatorRole;
  totpSecret: string | null;
  totpEnabled: boolean;
  /** A generated password: the sign-in asks for a new one before anything else (decision 0060). */
  passwordChangeRequired: boolean;
};

/** A signed-in operator as every admin route sees them. */
export type OperatorPrincipal = {
  id: number;
  sessionId: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionExpiresAt: Date;
};

export type NewOperator = {
  email: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
  /** True when the password was generated, so the operator replaces it at the first sign-in. */
  passwordChangeRequired: boolean;
};

export type OperatorRepository = {
  /** Answers the new id, or null when the (lower-cased) email already has an operator account. */
  create(operator: NewOperator): Promise<number | null>;
  /** An operator that may sign in (not disabled), by lower-cased email. */
  findActiveByEmail(email: string): Promise<OperatorCredentials | null>;
  createSession(operatorId: number, expiresAt: Date): Promise<string>;
  /** The operator of a live session (not revoked, not expired, operator not disabled), or null. */
  findBySession(operatorId: number, sessionId: string, now: Date): Promise<OperatorPrincipal | null>;
  revokeSession(sessionId: string): Promise<void>;
  /** Switches an account off and ends its sessions in one transaction. */
  disable(operatorId: number): Promise<void>;
  /** Stores a new, unconfirmed secret (replacing an unconfirmed one); refused once the factor is on. */
  setPendingTotpSecret(operatorId: number, secret: string): Promise<boolean>;
  enableTotp(operatorId: number): Promise<void>;
  /** Records `step` as used; false when it (or a later one) was already used, so a code works once. */
  spendTotpStep(operatorId: number, step: number): Promise<boolean>;
  /**
   * Replaces a generated password with the operator's own and records it, in one transaction; false (nothing
   * changed) when no change was due any more (a concurrent sign-in already made it).
   */
  replaceGeneratedPassword(
    operatorId: number,
    passwordHash: string,
    record: (tx: Db) => Promise<void>,
  ): Promise<boolean>;
};

export function createOperatorRepository(db: Db): OperatorRepository {
  return {
    async create(operator) {
      const rows = await db
        .insert(operators)
        .values(operator)
        .onConflictDoNothing({ target: operators.email })
        .returning({ id: operators.id });
      return rows[0]?.id ?? null;
    },
    async findActiveByEmail(email) {
      const [row] = await db
        .select({
          id: operators.id,
          email: operators.email,
          passwordHash: operators.passwordHash,
          role: operators.role,
          totpSecret: operators.totpSecret,
          totpEnabled: operators.totpEnabled,
          passwordChangeRequired: operators.passwordChangeRequired,
        })
        .from(operators)
        .where(and(eq(operators.email, email), isNull(operators.disabledAt)));
      return row ?? null;
    },
    async createSession(operatorId, expiresAt) {
      const [row] = await db
        .insert(operatorSessions)
        .values({ operatorId, expiresAt })
        .returning({ id: operatorSessions.id });
      return row!.id;
    },
    async findBySession(operatorId, sessionId, now) {
      const [row] = await db
        .select({
          id: operators.id,
          sessionId: operatorSessions.id,
          email: operators.email,
          name: operators.name,
          role: operators.role,
          sessionExpiresAt: operatorSessions.expiresAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.id, sessionId),
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            isNull(operators.disabledAt),
          ),
        );
      return row ?? null;
    },
    async revokeSession(sessionId) {
      await db
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },
    async disable(operatorId) {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({ disabledAt: sql`now()` })
          .where(and(eq(operators.id, operatorId), isNull(operators.disabledAt)));
        await tx
          .update(operatorSessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
      });
    },
    async setPendingTotpSecret(operatorId, secret) {
      const rows = await db
        .update(operators)
        .set({ totpSecret: secret, totpLastStep: null })
        .where(and(eq(operators.id, operatorId), eq(operators.totpEnabled, false)))
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    async enableTotp(operatorId) {
      await db.update(operators).set({ totpEnabled: true }).where(eq(operators.id, operatorId));
    },
    async spendTotpStep(operatorId, step) {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(operators.id, operatorId),
            sql`(${operators.totpLastStep} IS NULL OR ${operators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    replaceGeneratedPassword: (operatorId, passwordHash, record) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(operators)
          .set({ passwordHash, passwordChangeRequired: false })
          .where(and(eq(operators.id, operatorId), eq(operators.passwordChangeRequired, true)))
          .returning({ id: operators.id });
        if (rows.length !== 1) return false;
        await record(tx);
        return true;
      }),
  };
}
