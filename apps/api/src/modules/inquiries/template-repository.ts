import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiryTemplates } from '../../db/schema/index.ts';
import { recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;
export type TemplateRow = { id: number; title: string; body: string; createdAt: Date };

const columns = {
  id: inquiryTemplates.id,
  title: inquiryTemplates.title,
  body: inquiryTemplates.body,
  createdAt: inquiryTemplates.createdAt,
};

/** A hall's saved answers; every write is audited in its own transaction, and only ever touches the staff's partner. */
export type InquiryTemplateRepository = {
  list(partnerId: number): Promise<TemplateRow[]>;
  count(partnerId: number): Promise<number>;
  owns(partnerId: number, id: number): Promise<boolean>;
  create(staff: Staff, input: { title: string; body: string }): Promise<TemplateRow>;
  /** null when the template is not this partner's. */
  update(staff: Staff, id: number, input: { title: string; body: string }): Promise<TemplateRow | null>;
  remove(staff: Staff, id: number): Promise<boolean>;
};

export function createInquiryTemplateRepository(db: Db): InquiryTemplateRepository {
  const own = (partnerId: number, id: number) =>
    and(eq(inquiryTemplates.partnerId, partnerId), eq(inquiryTemplates.id, id));
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((txn) => work(txn as unknown as Db));

  return {
    list: (partnerId) =>
      db
        .select(columns)
        .from(inquiryTemplates)
        .where(eq(inquiryTemplates.partnerId, partnerId))
        .orderBy(asc(inquiryTemplates.id)),

    async count(partnerId) {
      const [row] = await db
        .select({ n: count() })
        .from(inquiryTemplates)
        .where(eq(inquiryTemplates.partnerId, partnerId));
      return row?.n ?? 0;
    },

    async owns(partnerId, id) {
      const rows = await db.select({ id: inquiryTemplates.id }).from(inquiryTemplates).where(own(partnerId, id));
      return rows.length > 0;
    },

    create: (staff, input) =>
      inTransaction(async (tx) => {
        const [row] = await tx
          .insert(inquiryTemplates)
          .values({ partnerId: staff.partner.id, ...input })
          .returning(columns);
        await recordAudit(tx, staff, {
          action: 'inquiry-template.create',
          target: `inquiry_template:${row!.id}`,
          after: input,
        });
        return row!;
      }),

    update: (staff, id, input) =>
      inTransaction(async (tx) => {
        const [row] = await tx
          .update(inquiryTemplates)
          .set({ ...input, updatedAt: new Date() })
          .where(own(staff.partner.id, id))
          .returning(columns);
        if (!row) return null;
        await recordAudit(tx, staff, {
          action: 'inquiry-template.update',
          target: `inquiry_template:${id}`,
          after: input,
        });
        return row;
      }),

    remove: (staff, id) =>
      inTransaction(async (tx) => {
        const rows = await tx
          .delete(inquiryTemplates)
          .where(own(staff.partner.id, id))
          .returning({ id: inquiryTemplates.id });
        if (rows.length === 0) return false;
        await recordAudit(tx, staff, { action: 'inquiry-template.delete', target: `inquiry_template:${id}` });
        return true;
      }),
  };
}
