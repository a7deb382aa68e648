import { type Availability, availabilityResponseSchema } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /v3/20240404/customer/nick/available?nick */
export async function checkNickAvailable(nick: string): Promise<Availability> {
  const body = await apiRequest('/v3/20240404/customer/nick/available', {
    query: { nick },
    schema: availabilityResponseSchema,
  });
  return body.item;
}

/** GET /v3/20240404/customer/invitation-code/:code/available */
export async function checkInvitationCodeAvailable(code: string): Promise<Availability> {
  const body = await apiRequest(`/v3/20240404/customer/invitation-code/${encodeURIComponent(code)}/available`, {
    schema: availabilityResponseSchema,
  });
  return body.item;
}
