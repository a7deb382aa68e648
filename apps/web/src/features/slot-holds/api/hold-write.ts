import { IDEMPOTENCY_HEADER, type SlotHold, slotHoldResponseSchema } from '@wedding/contract/slot-holds';
import { apiRequest } from '../../../shared/api/client.ts';

/** A hold write (issue 12): every one carries its intent's Idempotency-Key and answers the hold. */
export async function writeHold(
  path: string,
  method: 'POST' | 'DELETE',
  key: string,
  body?: unknown,
): Promise<SlotHold> {
  return (
    await apiRequest(path, { method, body, headers: { [IDEMPOTENCY_HEADER]: key }, schema: slotHoldResponseSchema })
  ).item;
}
