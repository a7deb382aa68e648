import type { SmsSendResponse } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';

/** Sign-up sends no type; find-id and find-pw name theirs (decision 0009). */
export type SmsCallType = 'signUp' | 'findLoginId' | 'findPassword';

// The spec's client key `k`: the API accepts and ignores it, the web names itself.
const CLIENT_KEY = 'web';

/** POST /v3/20240404/auth/call?tel&k[&type][&loginId] — answers with the message to show. */
export async function sendSmsCode(type: SmsCallType, tel: string, loginId?: string): Promise<{ message: string }> {
  const body = await apiRequest<SmsSendResponse>('/v3/20240404/auth/call', {
    method: 'POST',
    query: {
      tel,
      k: CLIENT_KEY,
      type: type === 'signUp' ? undefined : type,
      loginId: type === 'findPassword' ? loginId?.trim() : undefined,
    },
  });
  return { message: body.item.message };
}
