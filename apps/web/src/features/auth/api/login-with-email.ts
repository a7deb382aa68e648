import type { LoginTokenResponse } from '@wedding/contract/auth';
import { encodePassword } from '@wedding/domain/password';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /v3/20240404/customer/login: credentials in the body (decision 0009), the password base64 (spec §5). */
export async function loginWithEmail(loginId: string, password: string): Promise<string> {
  const body = await apiRequest<LoginTokenResponse>('/v3/20240404/customer/login', {
    method: 'POST',
    body: { loginId: loginId.trim(), pwd: encodePassword(password) },
  });
  return body.item.loginToken;
}
