import { resendWaitMessage, SMS_MESSAGES, wrongCodeMessage } from '@wedding/domain/sms-verification';
import { apiError, json } from '../helpers/mock-fetch.ts';
import { TEL_TOKEN } from './auth-fixtures.ts';

export const GOOD_CODE = '123456';

/**
 * POST/PUT /v3/20240404/auth/call as the API answers them: the code 123456 is right, any other is wrong;
 * with `cooldown` a second send answers 429 with the resend wait.
 */
export function smsHandler({ cooldown = false } = {}) {
  let sends = 0;
  return (url: URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      sends += 1;
      if (cooldown && sends > 1) return apiError(429, 'TOO_MANY_REQUESTS', resendWaitMessage(30_000));
      return json({ item: { expiresAt: Date.now() + 300_000, message: SMS_MESSAGES.SENT } });
    }
    if (url.searchParams.get('token') === GOOD_CODE) {
      return json({ item: { telToken: TEL_TOKEN, message: SMS_MESSAGES.VERIFIED } });
    }
    return apiError(400, 'SMS_CODE_WRONG', wrongCodeMessage(4));
  };
}
