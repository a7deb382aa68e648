import type { CurrentUser, TokenSessionResponse } from '@wedding/contract/session';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/token: the server turns the one-time login token into httpOnly cookies and answers the user. */
export async function exchangeLoginToken(loginToken: string): Promise<CurrentUser> {
  const body = await apiRequest<TokenSessionResponse>('/api/token', {
    method: 'POST',
    body: { loginToken },
  });
  return body.item;
}
