import { maskPhoneForLog } from '@wedding/domain/notification-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { recordAudit } from './audit-log.ts';
import type { StaffPrincipal } from './staff-repository.ts';

// A staff member's own 알림톡 number (issue 28): read and written on their own row only, the write audited with
// the number masked (the audit log is read by the hall's OWNER; the full number is not theirs to keep).

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;

export type NotifyTelRepository = {
  get(staff: Staff): Promise<string | null>;
  /** Sets (or clears, with null) the number and audits the change in one transaction. */
  set(staff: Staff, tel: string | null): Promise<void>;
};

const masked = (tel: string | null) => (tel ? maskPhoneForLog(tel) : null);

export function createNotifyTelRepository(db: Db): NotifyTelRepository {
  return {
    async get(staff) {
      const [row] = await queryRows<{ tel: string | null }>(
        db,
        sql`SELECT notify_tel AS tel FROM partner_staff
            WHERE id = ${staff.id} AND partner_id = ${staff.partner.id} AND removed_at IS NULL`,
      );
      return row?.tel ?? null;
    },

    set(staff, tel) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [before] = await queryRows<{ tel: string | null }>(
          tx,
          sql`SELECT notify_tel AS tel FROM partner_staff
              WHERE id = ${staff.id} AND partner_id = ${staff.partner.id} AND removed_at IS NULL FOR UPDATE`,
        );
        if (!before || before.tel === tel) return;
        await tx.execute(sql`UPDATE partner_staff SET notify_tel = ${tel} WHERE id = ${staff.id}`);
        await recordAudit(tx, staff, {
          action: tel ? 'staff.notify-tel' : 'staff.notify-tel-clear',
          target: `staff:${staff.id}`,
          before: { tel: masked(before.tel) },
          after: { tel: masked(tel) },
        });
      });
    },
  };
}
