import { LAST_PUSH_KEY } from '@wedding/contract/customer-data';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerData, customers } from '../../db/schema/index.ts';

export type CurrentUserRow = {
  uuid: string;
  nick: string | null;
  region: string | null;
  weddingDate: string | null;
  lastPushValue: string | null;
  /** The newest entry of the customer's inbox (issue 28), as the driver gives it. */
  newestNotificationAt: Date | string | null;
};

export type CurrentUserRepository = {
  /** The customer with their newest-push item when it has not expired at `now`, and their newest inbox entry. */
  find(input: { customerId: number; now: Date }, tx?: Db): Promise<CurrentUserRow | null>;
};

export function createCurrentUserRepository(db: Db): CurrentUserRepository {
  return {
    async find({ customerId, now }, tx = db) {
      const [row] = await tx
        .select({
          uuid: customers.uuid,
          nick: customers.nick,
          region: customers.region,
          weddingDate: customers.weddingDate,
          lastPushValue: customerData.value,
          newestNotificationAt: sql<
            Date | string | null
          >`(SELECT max(n.created_at) FROM notifications n WHERE n.customer_id = ${customers.id})`,
        })
        .from(customers)
        .leftJoin(
          customerData,
          and(
            eq(customerData.customerUuid, customers.uuid),
            eq(customerData.key, LAST_PUSH_KEY),
            or(isNull(customerData.expTsp), gt(customerData.expTsp, now)),
          ),
        )
        .where(eq(customers.id, customerId));
      return row ?? null;
    },
  };
}
