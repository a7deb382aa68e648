import { encodePassword } from '@wedding/domain/password';
import { apiRequest } from '../../../shared/api/client.ts';

type ResetInput = { loginId: string; tel: string; telToken: string; password: string };

/** PUT /v3/20240404/customer/password — 204; the server ends every session of the account. */
export async function resetPassword({ loginId, tel, telToken, password }: ResetInput): Promise<void> {
  await apiRequest('/v3/20240404/customer/password', {
    method: 'PUT',
    body: { loginId: loginId.trim(), tel, telToken, pwd: encodePassword(password) },
  });
}
