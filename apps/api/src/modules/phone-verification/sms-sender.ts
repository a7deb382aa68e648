import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createOutboxSmsSender, type SmsOutbox } from './outbox-sms-sender.ts';
import { createUnavailableSmsSender, createWebhookSmsSender } from './webhook-sms-sender.ts';

/** Anything that delivers a text message; throws an AppError (503) when it cannot. */
export type SmsSender = { send(to: string, text: string): Promise<void> };

/**
 * Development and tests log each message and keep it in an outbox (GET /dev/sms-outbox); production posts
 * to SMS_WEBHOOK_URL, and without one every send answers 503 rather than pretending to deliver.
 */
export function createSmsSender(
  config: Pick<AppConfig, 'nodeEnv' | 'smsWebhookUrl'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): { sender: SmsSender; outbox: SmsOutbox | null } {
  if (config.nodeEnv !== 'production') {
    const outbox = createOutboxSmsSender({ log });
    return { sender: outbox, outbox };
  }
  const sender = config.smsWebhookUrl ? createWebhookSmsSender(config.smsWebhookUrl) : createUnavailableSmsSender();
  return { sender, outbox: null };
}
