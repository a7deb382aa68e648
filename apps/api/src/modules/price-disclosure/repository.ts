import type { PriceDisclosureInput } from '@wedding/domain/price-disclosure';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, priceDisclosures } from '../../db/schema/index.ts';
import { recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

export type DisclosureRow = PriceDisclosureInput & { updatedAt: Date };

export type PriceDisclosureRepository = {
  findByPartnerId(partnerId: number): Promise<DisclosureRow | null>;
  /** The hall's id by its public uuid; null when there is no such partner. */
  partnerIdOf(partnerUuid: string): Promise<number | null>;
  /** Replaces the partner's disclosure and records the change with its before and after, in one transaction. */
  replace(staff: Pick<StaffPrincipal, 'id' | 'partner'>, next: PriceDisclosureInput, now: Date): Promise<DisclosureRow>;
};

const columns = {
  items: priceDisclosures.items,
  penalties: priceDisclosures.penalties,
  refundRules: priceDisclosures.refundRules,
  updatedAt: priceDisclosures.updatedAt,
};

export function createPriceDisclosureRepository(db: Db): PriceDisclosureRepository {
  const find = async (tx: Db, partnerId: number) => {
    const [row] = await tx.select(columns).from(priceDisclosures).where(eq(priceDisclosures.partnerId, partnerId));
    return row ?? null;
  };
  return {
    findByPartnerId: (partnerId) => find(db, partnerId),
    async partnerIdOf(partnerUuid) {
      const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.uuid, partnerUuid));
      return row?.id ?? null;
    },
    replace: (staff, next, now) =>
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const before = await find(tx, staff.partner.id);
        const values = { ...next, items: [...next.items], penalties: [...next.penalties], updatedAt: now };
        const [row] = await tx
          .insert(priceDisclosures)
          .values({ partnerId: staff.partner.id, ...values })
          .onConflictDoUpdate({ target: priceDisclosures.partnerId, set: values })
          .returning(columns);
        await recordAudit(tx, staff, {
          action: 'disclosure.publish',
          target: 'disclosure',
          before: before && { items: before.items, penalties: before.penalties, refundRules: before.refundRules },
          after: next,
        });
        return row!;
      }),
  };
}
