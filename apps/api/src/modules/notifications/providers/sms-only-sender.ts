// 알림톡 off (no ALIMTALK_*): the same rendered content goes as a text message through the existing SMS path:
// SMS_WEBHOOK_URL in production, the in-memory outbox (GET /dev/sms-outbox) in development and tests.

import { maskPhoneForLog } from '@wedding/domain/notification-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../phone-verification/sms-sender.ts';
import { type AlimtalkSender, ProviderUnavailableError } from './delivery.ts';
import { INVALID_MESSAGE_CODE, INVALID_NUMBER, recipientDigits } from './recipient.ts';
import { renderNotification } from './render-notification.ts';

export function createSmsOnlySender(options: {
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): AlimtalkSender {
  const { sms, log } = options;
  return {
    mode: 'SMS_ONLY',
    async send(message) {
      const masked = maskPhoneForLog(message.to);
      const render = renderNotification(message);
      if (!render.ok) {
        log.warn({ to: masked, templateCode: message.templateCode, reason: render.reason }, 'SMS not rendered');
        return { status: 'FAILED', code: INVALID_MESSAGE_CODE, message: render.reason };
      }
      const to = recipientDigits(message.to);
      if (!to) return { status: 'FAILED', ...INVALID_NUMBER };
      try {
        await sms.send(to, render.rendered.smsText);
      } catch (error) {
        // The gateway did not take it (down, 5xx, timeout): the job tries the same message again later.
        throw new ProviderUnavailableError('SMS_GATEWAY', 'the SMS gateway did not take the message', { cause: error });
      }
      log.info({ to: masked, templateCode: message.templateCode }, 'notification sent as SMS (알림톡 off)');
      return { status: 'ACCEPTED', channel: 'SMS', providerMessageId: null, fellBack: false };
    },
  };
}

/** Production with neither ALIMTALK_* nor SMS_WEBHOOK_URL: nothing can go out; say so per message. */
export function createUnconfiguredSender(): AlimtalkSender {
  return {
    mode: 'SMS_ONLY',
    async send() {
      return { status: 'FAILED', code: 'NOT_CONFIGURED', message: '알림톡과 문자 발송이 설정되지 않았어요.' };
    },
  };
}
