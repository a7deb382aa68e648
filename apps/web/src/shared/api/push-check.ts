// The push-check time lives in customer data (spec §7, decision 0009). Only the contract's types and
// constants: the header loads this module on every page once a customer is signed in.
import type { CustomerDataResponse } from '@wedding/contract/customer-data';
import { PUSH_CHECK_KEY, PUSH_CHECK_TTL_MS } from '@wedding/contract/customer-data-constants';
import { NOTIFICATIONS_API } from '@wedding/contract/notifications-constants';
import { apiRequest } from './client.ts';

const dataPath = '/web/v3/customer/data';

/** When the customer last opened the notifications (epoch ms), or null if never (or the item expired). */
export async function readPushCheckTsp(uuid: string, signal?: AbortSignal): Promise<number | null> {
  const body = await apiRequest<CustomerDataResponse>(`${dataPath}/${encodeURIComponent(uuid)}/${PUSH_CHECK_KEY}`, {
    signal,
  });
  const tsp = body.item ? Number(body.item.value) : Number.NaN;
  return Number.isSafeInteger(tsp) ? tsp : null;
}

/** Stores `at` as the last check, kept for a year. */
export async function writePushCheckTsp(uuid: string, at: number): Promise<void> {
  await apiRequest(dataPath, {
    method: 'POST',
    // Only success matters here; whatever the server echoes back is not used.
    body: { uuid, key: PUSH_CHECK_KEY, value: String(at), expTsp: at + PUSH_CHECK_TTL_MS },
  });
}

/**
 * The newest inbox entry's time (epoch ms), or null: the cheap call the header repeats to show the dot for an
 * entry that arrived after /api/user answered (issue 28 §3).
 */
export async function readNewestPushTsp(): Promise<number | null> {
  const body = await apiRequest<{ item: { unread: number; newestTsp: number | null } }>(`${NOTIFICATIONS_API}/unread`);
  return body.item.newestTsp;
}
