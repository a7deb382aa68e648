import type { AnalyticsEventBody } from '@wedding/contract/analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type PageEventRepository = {
  /** Stores one event of the partner with that uuid; false when there is no such partner. */
  insert(event: AnalyticsEventBody & { customerId: number | null }): Promise<boolean>;
};

export function createPageEventRepository(db: Db): PageEventRepository {
  return {
    async insert(event) {
      // One statement: the partner's id is looked up by the INSERT itself, and no row means no partner.
      const result = (await db.execute(sql`
        INSERT INTO page_events (partner_id, customer_id, name, tab_id, scroll_depth)
        SELECT p.id, ${event.customerId}::int, ${event.name}, ${event.tabId}, ${event.scrollDepth}
        FROM partners p WHERE p.uuid = ${event.partnerUuid}::uuid`)) as unknown as {
        rowCount?: number;
        affectedRows?: number;
      };
      return (result.rowCount ?? result.affectedRows ?? 0) > 0;
    },
  };
}
