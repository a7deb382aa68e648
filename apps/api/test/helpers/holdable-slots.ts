import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { partners, weddingDays } from '../../src/db/schema/index.ts';

/**
 * Open slots of contract halls (the ones a customer may hold, decision 0028) from the day after tomorrow on, in
 * id order, with their hall's deposit: far enough out that no test's clock crosses their date.
 */
export async function holdableSlots(database: Database, limit: number): Promise<{ id: number; deposit: number }[]> {
  return database.db
    .select({ id: weddingDays.id, deposit: partners.deposit })
    .from(weddingDays)
    .innerJoin(partners, eq(partners.id, weddingDays.partnerId))
    .where(
      and(
        eq(partners.contractUsed, true),
        eq(weddingDays.state, 'OPEN'),
        sql`${weddingDays.weddingDate} > current_date + 1`,
      ),
    )
    .orderBy(weddingDays.id)
    .limit(limit);
}
