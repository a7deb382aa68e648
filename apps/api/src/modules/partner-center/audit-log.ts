import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerAuditLog, partnerStaff } from '../../db/schema/index.ts';
import type { StaffPrincipal } from './staff-repository.ts';

export type AuditEntry = {
  /** A stable action name: 'staff.invite', 'calendar.bulk-price', 'draft.publish', … */
  action: string;
  /** What was touched: 'staff:12', 'wedding_day:345', 'disclosure', … */
  target: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row for a console write (issue 26 §8). Pass the write's own transaction, so the change and
 * its record land together or not at all. Repositories call this; services never reach the table.
 */
export async function recordAudit(tx: Db, staff: Pick<StaffPrincipal, 'id' | 'partner'>, entry: AuditEntry) {
  await tx.insert(partnerAuditLog).values({
    partnerId: staff.partner.id,
    staffId: staff.id,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 30;

export type AuditRow = {
  id: number;
  at: Date;
  staffName: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

export type AuditRepository = {
  /** One partner's entries, newest first; one extra row tells whether a next page exists. */
  list(partnerId: number, page: number, action?: string): Promise<{ entries: AuditRow[]; hasNext: boolean }>;
};

export function createAuditRepository(db: Db): AuditRepository {
  return {
    async list(partnerId, page, action) {
      const rows = await db
        .select({
          id: partnerAuditLog.id,
          at: partnerAuditLog.at,
          staffName: partnerStaff.name,
          action: partnerAuditLog.action,
          target: partnerAuditLog.target,
          before: partnerAuditLog.before,
          after: partnerAuditLog.after,
        })
        .from(partnerAuditLog)
        .leftJoin(partnerStaff, eq(partnerStaff.id, partnerAuditLog.staffId))
        .where(and(eq(partnerAuditLog.partnerId, partnerId), action ? eq(partnerAuditLog.action, action) : undefined))
        .orderBy(desc(partnerAuditLog.at), desc(partnerAuditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasNext: rows.length > AUDIT_PAGE_SIZE };
    },
  };
}
