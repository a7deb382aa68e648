import type { Availability, AvailabilityResponse } from '@wedding/contract/account-responses';
import { normalizeEmail } from '@wedding/domain/account-rules';
import { apiRequest } from './client.ts';

// The server's 중복확인 calls (spec §5: email, nickname and invitation code availability are checked by the
// server). Each answer carries the Korean message to show under the field.

/** GET /v3/20240404/customer/email/available?loginId */
export async function checkEmailAvailable(email: string): Promise<Availability> {
  const body = await apiRequest<AvailabilityResponse>('/v3/20240404/customer/email/available', {
    query: { loginId: normalizeEmail(email) },
  });
  return body.item;
}

/** GET /v3/20240404/customer/nick/available?nick */
export async function checkNickAvailable(nick: string): Promise<Availability> {
  const body = await apiRequest<AvailabilityResponse>('/v3/20240404/customer/nick/available', {
    query: { nick },
  });
  return body.item;
}

/** GET /v3/20240404/customer/invitation-code/:code/available */
export async function checkInvitationCodeAvailable(code: string): Promise<Availability> {
  const body = await apiRequest<AvailabilityResponse>(
    `/v3/20240404/customer/invitation-code/${encodeURIComponent(code)}/available`,
    {},
  );
  return body.item;
}
