import type { SmsVerifyResponse } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';
import type { SmsCallType } from './send-sms-code.ts';

/** PUT /v3/20240404/auth/call?tel&token[&type] — `token` is the 6-digit code; answers the telToken. */
export async function verifySmsCode(
  type: SmsCallType,
  tel: string,
  code: string,
): Promise<{ telToken: string; message: string }> {
  const body = await apiRequest<SmsVerifyResponse>('/v3/20240404/auth/call', {
    method: 'PUT',
    query: { tel, token: code, type: type === 'signUp' ? undefined : type },
  });
  return body.item;
}
