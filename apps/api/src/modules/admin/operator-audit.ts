import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit, operators } from '../../db/schema/index.ts';

export type OperatorAuditInput = {
  /** A stable action name: 'operator.sign-in', later 'review.blind', 'partner.approve', … */
  action: string;
  /** What was touched: 'operator:4', 'review:123', … */
  target: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

export type OperatorAuditFilter = {
  action?: string;
  target?: string;
  operatorId?: number;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

export type OperatorAuditRow = {
  id: number;
  at: Date;
  operatorId: number | null;
  operatorName: string | null;
  action: string;
  target: string;
  reason: string | null;
  before: unknown;
  after: unknown;
};

export const OPERATOR_AUDIT_PAGE_SIZE = 50;

export type OperatorAuditRepository = {
  /**
   * Writes one row (issue 29 §5). Later moderation writes pass their own transaction, so the change and its record
   * land together or not at all.
   */
  record(operatorId: number | null, entry: OperatorAuditInput, tx?: Db): Promise<void>;
  /** Newest first; one extra row tells whether a next page exists. */
  list(filter: OperatorAuditFilter, page: number): Promise<{ entries: OperatorAuditRow[]; hasNext: boolean }>;
};

export function createOperatorAuditRepository(db: Db): OperatorAuditRepository {
  return {
    async record(operatorId, entry, tx = db) {
      await tx.insert(operatorAudit).values({
        operatorId,
        action: entry.action,
        target: entry.target,
        reason: entry.reason ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
    async list(filter, page) {
      const conditions: (SQL | undefined)[] = [
        filter.action ? eq(operatorAudit.action, filter.action) : undefined,
        filter.target ? eq(operatorAudit.target, filter.target) : undefined,
        filter.operatorId ? eq(operatorAudit.operatorId, filter.operatorId) : undefined,
        filter.from ? gte(operatorAudit.at, filter.from) : undefined,
        filter.to ? lt(operatorAudit.at, filter.to) : undefined,
      ];
      const rows = await db
        .select({
          id: operatorAudit.id,
          at: operatorAudit.at,
          operatorId: operatorAudit.operatorId,
          operatorName: operators.name,
          action: operatorAudit.action,
          target: operatorAudit.target,
          reason: operatorAudit.reason,
          before: operatorAudit.before,
          after: operatorAudit.after,
        })
        .from(operatorAudit)
        .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
        .where(and(...conditions))
        .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
        .limit(OPERATOR_AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * OPERATOR_AUDIT_PAGE_SIZE);
      return { entries: rows.slice(0, OPERATOR_AUDIT_PAGE_SIZE), hasNext: rows.length > OPERATOR_AUDIT_PAGE_SIZE };
    },
  };
}
