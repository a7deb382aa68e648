import type { SlotHold, SlotHoldResponse } from '@wedding/contract/slot-holds';
import { IDEMPOTENCY_HEADER } from '@wedding/contract/slot-holds-constants';
import { apiRequest } from '../../../shared/api/client.ts';

/** A hold write (issue 12): every one carries its intent's Idempotency-Key and answers the hold. */
export async function writeHold(
  path: string,
  method: 'POST' | 'DELETE',
  key: string,
  body?: unknown,
): Promise<SlotHold> {
  return (await apiRequest<SlotHoldResponse>(path, { method, body, headers: { [IDEMPOTENCY_HEADER]: key } })).item;
}
