import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerData } from '../../db/schema/index.ts';

export type CustomerDataRow = { key: string; value: string; expTsp: Date | null };

export type CustomerDataRepository = {
  upsert(input: { customerUuid: string; key: string; value: string; expTsp: Date | null }, tx?: Db): Promise<void>;
  find(input: { customerUuid: string; key: string }): Promise<CustomerDataRow | null>;
};

export function createCustomerDataRepository(db: Db): CustomerDataRepository {
  return {
    async upsert({ customerUuid, key, value, expTsp }, tx = db) {
      await tx
        .insert(customerData)
        .values({ customerUuid, key, value, expTsp })
        .onConflictDoUpdate({ target: [customerData.customerUuid, customerData.key], set: { value, expTsp } });
    },

    async find({ customerUuid, key }) {
      const [row] = await db
        .select({ key: customerData.key, value: customerData.value, expTsp: customerData.expTsp })
        .from(customerData)
        .where(and(eq(customerData.customerUuid, customerUuid), eq(customerData.key, key)));
      return row ?? null;
    },
  };
}
