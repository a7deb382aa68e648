import { maskPhoneForLog } from '@wedding/domain/notification-rules';
import type { FastifyBaseLogger } from 'fastify';

export type SmsOutboxMessage = {
  to: string;
  text: string;
  /** The six-digit code in the text, so end-to-end tests can type it without parsing Korean. */
  code: string | null;
  /** Epoch ms. */
  sentAt: number;
};

export type SmsOutbox = {
  send(to: string, text: string): Promise<void>;
  /** Newest first; only messages to `tel` when given. */
  list(tel?: string): SmsOutboxMessage[];
};

const DEFAULT_CAPACITY = 200;

/** An address as a log may show it: the first letter and the domain (issue 29 §7: no whole email in a log). */
function maskEmailForLog(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Development and test delivery: the log shows the text, and a bounded in-memory list keeps it. */
export function createOutboxSmsSender(options: {
  log: Pick<FastifyBaseLogger, 'info'>;
  capacity?: number;
  now?: () => number;
}): SmsOutbox {
  const { log, capacity = DEFAULT_CAPACITY, now = Date.now } = options;
  const messages: SmsOutboxMessage[] = [];
  return {
    async send(to, text) {
      // Logs never show a whole phone number (issue 28 §6); the outbox list itself is development's only.
      log.info(
        { to: to.includes('@') ? maskEmailForLog(to) : maskPhoneForLog(to), text },
        'SMS (not delivered outside production)',
      );
      messages.push({ to, text, code: text.match(/\d{6}/)?.[0] ?? null, sentAt: now() });
      // Oldest go first, so a long-running dev server does not grow without bound.
      if (messages.length > capacity) messages.splice(0, messages.length - capacity);
    },
    list(tel) {
      return messages.filter((m) => tel === undefined || m.to === tel).reverse();
    },
  };
}
