import type { SignUpBody } from '@wedding/contract/account';
import type { SignUpResponse } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v3/20240404/customer — answers a login token, exchanged like a login's. */
export async function signUp(body: SignUpBody): Promise<string> {
  const answer = await apiRequest<SignUpResponse>('/v3/20240404/customer', { method: 'POST', body });
  return answer.item.loginToken;
}
