// Which notification sender this process uses (decision 0048): Solapi 알림톡 with SMS/LMS failover when all
// ALIMTALK_* are set; otherwise 알림톡 is off and messages go SMS-only through the existing SMS path
// (SMS_WEBHOOK_URL in production, the dev outbox in development and tests). Outside production every answer is
// also kept for GET /dev/alimtalk-outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import { createSmsSender, type SmsSender } from '../../phone-verification/sms-sender.ts';
import type { AlimtalkSender } from './delivery.ts';
import { createSentNotifications, recordingSender, type SentNotifications } from './sent-notifications.ts';
import { createSmsOnlySender, createUnconfiguredSender } from './sms-only-sender.ts';
import { createSolapiAlimtalkSender } from './solapi-alimtalk-sender.ts';
import { createSolapiClient } from './solapi-client.ts';

export function createNotificationSender(
  config: Pick<AppConfig, 'nodeEnv' | 'smsWebhookUrl' | 'alimtalk'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  /** The process's SMS sender, so SMS-only messages share the /dev/sms-outbox list; built from config if absent. */
  sms?: SmsSender,
): { sender: AlimtalkSender; sent: SentNotifications | null } {
  const sender = config.alimtalk
    ? createSolapiAlimtalkSender({ client: createSolapiClient(config.alimtalk), config: config.alimtalk, log })
    : config.nodeEnv === 'production' && !config.smsWebhookUrl
      ? createUnconfiguredSender()
      : createSmsOnlySender({ sms: sms ?? createSmsSender(config, log).sender, log });
  if (config.nodeEnv === 'production') return { sender, sent: null };
  const sent = createSentNotifications();
  return { sender: recordingSender(sender, sent), sent };
}
