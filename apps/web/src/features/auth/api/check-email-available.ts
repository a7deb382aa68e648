import { type Availability, availabilityResponseSchema } from '@wedding/contract/account-responses';
import { normalizeEmail } from '@wedding/domain/account-rules';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /v3/20240404/customer/email/available?loginId — the answer carries the Korean message to show. */
export async function checkEmailAvailable(email: string): Promise<Availability> {
  const body = await apiRequest('/v3/20240404/customer/email/available', {
    query: { loginId: normalizeEmail(email) },
    schema: availabilityResponseSchema,
  });
  return body.item;
}
