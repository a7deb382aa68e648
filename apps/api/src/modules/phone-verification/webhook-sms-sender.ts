import { ACCOUNT_ERROR_CODES } from '@wedding/contract/account';
import { SMS_MESSAGES } from '@wedding/domain/sms-verification';
import { AppError } from '../../shared/errors.ts';
import type { SmsSender } from './sms-sender.ts';

const TIMEOUT_MS = 5_000;

const sendFailed = (cause?: unknown) =>
  new AppError(503, ACCOUNT_ERROR_CODES.SMS_SEND_FAILED, SMS_MESSAGES.SEND_FAILED, { cause });

/** Production delivery: POST {to, text} as JSON to the SMS gateway's webhook; anything but 2xx is a failure. */
export function createWebhookSmsSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw sendFailed(error);
      }
      if (!response.ok) throw sendFailed(new Error(`SMS webhook answered ${response.status}`));
    },
  };
}

/** Production without SMS_WEBHOOK_URL: nothing can be delivered, so say so (503) instead of faking it. */
export function createUnavailableSmsSender(): SmsSender {
  return {
    async send() {
      throw sendFailed();
    },
  };
}
