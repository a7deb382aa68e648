import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { partnerOperationTimes, partnerProfiles, partners } from '../../src/db/schema/index.ts';

export type Partner = typeof partners.$inferSelect;

/**
 * A seeded hall that takes visits, made predictable for visit tests: consulting every day 10:00–13:00, one
 * visitor an hour (three consulting hours a day, each filled by one visit), 14 days open, no open visit yet.
 */
export async function consultingHall(db: Db): Promise<Partner> {
  const [hall] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.type, 2), eq(partners.consultingUsed, true)))
    .limit(1);
  await db.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, hall!.id));
  await db.insert(partnerOperationTimes).values(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((dayKey) => ({
      partnerId: hall!.id,
      dayKey,
      startTime: '10:00:00',
      endTime: '13:00:00',
    })),
  );
  await db
    .update(partnerProfiles)
    .set({ consultingCapacity: 1, reservationOpenDays: 14 })
    .where(eq(partnerProfiles.partnerId, hall!.id));
  await db.execute(sql`UPDATE visit_reservations SET state = 'CANCELLED_BY_COUPLE' WHERE partner_id = ${hall!.id}`);
  return hall!;
}
