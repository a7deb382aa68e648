import {
  OPERATOR_MANAGEMENT_ACTIONS as A,
  type OperatorChangeRefusal,
  type OperatorRole,
  operatorChangeRefusal,
} from '@wedding/domain/operator-roles';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema/index.ts';
import type { OperatorAuditRepository } from './operator-audit.ts';

/** One operator account as an ADMIN sees it. Never the password hash or the TOTP secret. */
export type OperatorAccountRow = {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  totpEnabled: boolean;
  passwordChangeRequired: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
  disabledAt: Date | null;
};

/** What an ADMIN (or, for a reset, the `admin:reset` CLI) does to an account. */
export type OperatorChange =
  | { kind: 'disable' }
  | { kind: 'enable' }
  /** A new generated password (hashed by the caller), the second factor cleared, every session ended. */
  | { kind: 'reset'; passwordHash: string }
  | { kind: 'role'; role: OperatorRole };

export type OperatorChangeResult =
  | { ok: true; account: OperatorAccountRow }
  | { ok: false; refusal: Exclude<OperatorChangeRefusal, null> | 'NOT_FOUND' | 'UNCHANGED' };

export type OperatorManagementRepository = {
  /** Every operator, ADMINs first, then by creation. */
  list(): Promise<OperatorAccountRow[]>;
  findIdByEmail(email: string): Promise<number | null>;
  /**
   * Applies `change` to operator `targetId` for `actorId` (null: the CLI) and records it with `reason`, in one
   * transaction. The active ADMINs' rows are locked (in id order) before they are counted, so two ADMINs disabling
   * or demoting each other at once cannot leave the marketplace without one: 'LAST_ADMIN' then, and nothing changes.
   */
  apply(
    actorId: number | null,
    targetId: number,
    change: OperatorChange,
    reason: string,
  ): Promise<OperatorChangeResult>;
};

const accountColumns = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  role: operators.role,
  totpEnabled: operators.totpEnabled,
  passwordChangeRequired: operators.passwordChangeRequired,
  createdAt: operators.createdAt,
  disabledAt: operators.disabledAt,
};

const ACTION: Record<OperatorChange['kind'], string> = {
  disable: A.DISABLE,
  enable: A.ENABLE,
  reset: A.RESET,
  role: A.ROLE,
};

export function createOperatorManagementRepository(
  db: Db,
  audit: OperatorAuditRepository,
): OperatorManagementRepository {
  async function accountOf(tx: Db, id: number): Promise<OperatorAccountRow | null> {
    const [row] = await tx
      .select({ ...accountColumns, lastSignInAt: max(operatorSessions.createdAt) })
      .from(operators)
      .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
      .where(eq(operators.id, id))
      .groupBy(operators.id);
    return row ?? null;
  }

  async function endSessions(tx: Db, operatorId: number): Promise<number> {
    const ended = await tx
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
      .returning({ id: operatorSessions.id });
    return ended.length;
  }

  return {
    async list() {
      return db
        .select({ ...accountColumns, lastSignInAt: max(operatorSessions.createdAt) })
        .from(operators)
        .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
        .groupBy(operators.id)
        .orderBy(asc(operators.role), asc(operators.id));
    },
    async findIdByEmail(email) {
      const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
      return row?.id ?? null;
    },
    apply: (actorId, targetId, change, reason) =>
      db.transaction(async (tx): Promise<OperatorChangeResult> => {
        const activeAdmins = await tx
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt)))
          .orderBy(asc(operators.id))
          .for('update');
        const [target] = await tx
          .select({
            id: operators.id,
            role: operators.role,
            disabledAt: operators.disabledAt,
            totpEnabled: operators.totpEnabled,
            passwordChangeRequired: operators.passwordChangeRequired,
          })
          .from(operators)
          .where(eq(operators.id, targetId))
          .for('update');
        if (!target) return { ok: false, refusal: 'NOT_FOUND' };

        const active = target.disabledAt === null;
        let next: { role: OperatorRole; active: boolean } | null;
        if (change.kind === 'disable') next = { role: target.role, active: false };
        else if (change.kind === 'enable') next = { role: target.role, active: true };
        else if (change.kind === 'role') next = { role: change.role, active };
        else next = null;
        // The CLI (no actor) only resets, which never loses an ADMIN; it has no "self".
        const refusal = operatorChangeRefusal(actorId ?? 0, { ...target, active }, next, activeAdmins.length);
        if (refusal) return { ok: false, refusal };
        if (next && next.role === target.role && next.active === active) return { ok: false, refusal: 'UNCHANGED' };

        let before: Record<string, unknown>;
        let after: Record<string, unknown>;
        if (change.kind === 'disable') {
          await tx.update(operators).set({ disabledAt: sql`now()` }).where(eq(operators.id, targetId));
          before = { disabled: false };
          after = { disabled: true, sessionsEnded: await endSessions(tx, targetId) };
        } else if (change.kind === 'enable') {
          await tx.update(operators).set({ disabledAt: null }).where(eq(operators.id, targetId));
          before = { disabled: true };
          after = { disabled: false };
        } else if (change.kind === 'role') {
          await tx.update(operators).set({ role: change.role }).where(eq(operators.id, targetId));
          before = { role: target.role };
          after = { role: change.role };
        } else {
          await tx
            .update(operators)
            .set({
              passwordHash: change.passwordHash,
              passwordChangeRequired: true,
              totpSecret: null,
              totpEnabled: false,
              totpLastStep: null,
            })
            .where(eq(operators.id, targetId));
          // Flags only: the new password and the old secret never reach the log (OWASP logging guidance).
          before = { totpEnabled: target.totpEnabled, passwordChangeRequired: target.passwordChangeRequired };
          after = { totpEnabled: false, passwordChangeRequired: true, sessionsEnded: await endSessions(tx, targetId) };
        }
        await audit.record(
          actorId,
          { action: ACTION[change.kind], target: `operator:${targetId}`, reason, before, after },
          tx,
        );
        const account = await accountOf(tx, targetId);
        return { ok: true, account: account! };
      }),
  };
}
