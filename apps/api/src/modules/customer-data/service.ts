import type { Db } from '../../db/client.ts';
import type { CustomerDataRepository } from './repository.ts';

/** One item as the API shows it; `expTsp` is epoch ms or null (kept until overwritten). */
export type CustomerDataItem = { key: string; value: string; expTsp: number | null };

export type CustomerDataService = {
  put(customerUuid: string, item: CustomerDataItem, tx?: Db): Promise<CustomerDataItem>;
  /** Null when missing or past its expiry. */
  get(customerUuid: string, key: string): Promise<CustomerDataItem | null>;
};

export function createCustomerDataService(deps: {
  repository: CustomerDataRepository;
  now?: () => number;
}): CustomerDataService {
  const now = deps.now ?? Date.now;
  return {
    async put(customerUuid, item, tx) {
      const expTsp = item.expTsp === null ? null : new Date(item.expTsp);
      await deps.repository.upsert({ customerUuid, key: item.key, value: item.value, expTsp }, tx);
      return item;
    },

    async get(customerUuid, key) {
      const row = await deps.repository.find({ customerUuid, key });
      // Expired items are left in place and read as absent; the next write for the key replaces them.
      if (!row || (row.expTsp !== null && row.expTsp.getTime() <= now())) return null;
      return { key: row.key, value: row.value, expTsp: row.expTsp?.getTime() ?? null };
    },
  };
}
