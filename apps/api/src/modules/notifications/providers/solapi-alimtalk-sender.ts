// 알림톡 through Solapi with our own per-message failover (decision 0048): the 알림톡 goes with disableSms, so
// Solapi never substitutes an SMS on its own; when Kakao refuses it for this message (template mismatch, not a
// KakaoTalk user, blocked …), the same content goes once as SMS (≤ 90 bytes) or LMS through the same API. The
// outcome says which, so the delivery job can record "fell back to SMS".

import { maskPhoneForLog } from '@wedding/domain/notification-rules';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AlimtalkSender,
  type DeliveryOutcome,
  type DeliveryReport,
  type FoundMessage,
  type NotificationMessage,
  ProviderUnavailableError,
} from './delivery.ts';
import { INVALID_MESSAGE_CODE, INVALID_NUMBER, recipientDigits } from './recipient.ts';
import { type RenderedNotification, renderNotification } from './render-notification.ts';
import { textMessageFields } from './sms-type.ts';
import type { SolapiClient, SolapiMessage, SolapiSendResult } from './solapi-client.ts';
import { solapiVerdict } from './solapi-status.ts';

export type SolapiAlimtalkConfig = {
  pfId: string;
  /** The 발신번호 registered with Solapi (digits). */
  sender: string;
  /** Solapi's templateId per registry code, where it differs from the code (ALIMTALK_TEMPLATE_IDS). */
  templateIds: Readonly<Record<string, string>>;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export function createSolapiAlimtalkSender(options: {
  client: SolapiClient;
  config: SolapiAlimtalkConfig;
  log: Log;
}): AlimtalkSender {
  const { client, config, log } = options;

  const labels = (key: string | undefined) => (key ? { customFields: { notification: key } } : {});
  const alimtalk = (to: string, code: string, r: RenderedNotification, key?: string): SolapiMessage => ({
    to,
    from: config.sender,
    text: r.text,
    type: 'ATA',
    ...labels(key),
    kakaoOptions: {
      pfId: config.pfId,
      templateId: config.templateIds[code] ?? code,
      variables: Object.fromEntries(Object.entries(r.values).map(([name, value]) => [`#{${name}}`, value])),
      buttons: r.buttons.map((b) => ({ buttonName: b.name, buttonType: b.type, linkMo: b.urlMobile, linkPc: b.urlPc })),
      disableSms: true,
    },
  });
  const textMessage = (to: string, r: RenderedNotification, key?: string): SolapiMessage => ({
    to,
    from: config.sender,
    text: r.smsText,
    ...labels(key),
    ...textMessageFields(r.smsText),
  });

  /** What a refusal means when it is not a reason to try SMS: failed, or (our account) retry later. */
  const notDelivered = (result: Extract<SolapiSendResult, { accepted: false }>): DeliveryOutcome => {
    if (solapiVerdict(result.statusCode) === 'ACCOUNT_UNAVAILABLE')
      throw new ProviderUnavailableError(result.statusCode, result.statusMessage);
    return { status: 'FAILED', code: result.statusCode, message: result.statusMessage };
  };

  return {
    mode: 'ALIMTALK',
    async send(message: NotificationMessage) {
      const masked = maskPhoneForLog(message.to);
      const render = renderNotification(message);
      if (!render.ok) {
        log.warn({ to: masked, templateCode: message.templateCode, reason: render.reason }, '알림톡 not rendered');
        return { status: 'FAILED', code: INVALID_MESSAGE_CODE, message: render.reason };
      }
      const to = recipientDigits(message.to);
      if (!to) return { status: 'FAILED', ...INVALID_NUMBER };
      const { rendered } = render;

      const first = await client.send(alimtalk(to, message.templateCode, rendered, message.key));
      if (first.accepted) {
        log.info({ to: masked, templateCode: message.templateCode, messageId: first.messageId }, '알림톡 accepted');
        return { status: 'ACCEPTED', channel: 'ALIMTALK', providerMessageId: first.messageId, fellBack: false };
      }
      if (solapiVerdict(first.statusCode) !== 'KAKAO_REFUSED') {
        log.warn({ to: masked, templateCode: message.templateCode, statusCode: first.statusCode }, '알림톡 failed');
        return notDelivered(first);
      }

      const refusal = { code: first.statusCode, message: first.statusMessage };
      const fallback = await client.send(textMessage(to, rendered, message.key));
      if (!fallback.accepted) {
        log.warn(
          { to: masked, templateCode: message.templateCode, refusal, statusCode: fallback.statusCode },
          'SMS fallback failed',
        );
        return notDelivered(fallback);
      }
      log.info(
        { to: masked, templateCode: message.templateCode, refusal, messageId: fallback.messageId },
        '알림톡 refused; sent as SMS',
      );
      return { status: 'ACCEPTED', channel: 'SMS', providerMessageId: fallback.messageId, fellBack: true, refusal };
    },

    async findSent(message, since): Promise<FoundMessage | null> {
      const to = recipientDigits(message.to);
      if (!to || !message.key) return null;
      const mine = (await client.sentTo(to, since)).filter(
        (m) => m.customFields.notification === message.key && solapiVerdict(m.statusCode) === 'ACCEPTED',
      );
      // A text message under our key is the fallback of a refused 알림톡: that is what reached the phone.
      const text = mine.find((m) => m.type !== 'ATA');
      if (text) return { providerMessageId: text.messageId, channel: 'SMS', fellBack: true };
      const kakao = mine.find((m) => m.type === 'ATA');
      return kakao ? { providerMessageId: kakao.messageId, channel: 'ALIMTALK', fellBack: false } : null;
    },

    async report(messageId, message, alreadyFellBack): Promise<DeliveryReport> {
      const status = await client.status(messageId);
      // Not listed yet, or handed on (2000 taken, 3000 with the carrier): ask again later.
      if (!status || status.statusCode === '2000' || status.statusCode === '3000') return { status: 'PENDING' };
      if (status.statusCode === '4000') return { status: 'DELIVERED' };
      const refusal = { code: status.statusCode, message: status.statusMessage };
      const masked = maskPhoneForLog(message.to);
      if (alreadyFellBack || solapiVerdict(status.statusCode) !== 'KAKAO_REFUSED') {
        log.warn({ to: masked, templateCode: message.templateCode, refusal }, 'message reported not received');
        return { status: 'FAILED', ...refusal };
      }
      const render = renderNotification(message);
      const to = recipientDigits(message.to);
      if (!render.ok || !to) return { status: 'FAILED', ...refusal };
      const fallback = await client.send(textMessage(to, render.rendered, message.key));
      if (!fallback.accepted) {
        const failed = notDelivered(fallback);
        return failed.status === 'FAILED' ? failed : { status: 'FAILED', ...refusal };
      }
      log.info(
        { to: masked, templateCode: message.templateCode, refusal, messageId: fallback.messageId },
        '알림톡 refused after acceptance; sent as SMS',
      );
      return { status: 'FELL_BACK', providerMessageId: fallback.messageId, refusal };
    },
  };
}
