import type { FindLoginIdResponse } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';

export type FoundLoginId = FindLoginIdResponse['item'];

/** GET /v3/20240404/customer/login-id?tel&token — `token` is the telToken of a findLoginId verification. */
export async function findLoginId(tel: string, telToken: string): Promise<FoundLoginId> {
  const body = await apiRequest<FindLoginIdResponse>('/v3/20240404/customer/login-id', {
    query: { tel, token: telToken },
  });
  return body.item;
}
