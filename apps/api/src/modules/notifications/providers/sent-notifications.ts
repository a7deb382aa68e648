// Development and tests keep every notification a sender answered for (알림톡 or SMS, accepted or failed) in a
// bounded list, so a developer or a browser test can read what went out (GET /dev/alimtalk-outbox). Production
// keeps none: the outbox table records outcomes there.
import type { AlimtalkSender, DeliveryChannel } from './delivery.ts';
import { renderNotification } from './render-notification.ts';

export type SentNotification = {
  status: 'ACCEPTED' | 'FAILED';
  /** The channel that carried it; null when it failed before any did. */
  channel: DeliveryChannel | null;
  templateCode: string;
  to: string;
  /** What the recipient got: the 알림톡 text, or for SMS the text with the link line. */
  text: string;
  fellBack: boolean;
  /** The failure's code, when it failed. */
  code: string | null;
  providerMessageId: string | null;
  /** Epoch ms. */
  sentAt: number;
};

export type SentNotifications = {
  record(entry: SentNotification): void;
  /** Newest first; only messages to `tel` (digits or as given) when given. */
  list(tel?: string): SentNotification[];
};

const DEFAULT_CAPACITY = 200;

export function createSentNotifications(capacity = DEFAULT_CAPACITY): SentNotifications {
  const entries: SentNotification[] = [];
  const digits = (tel: string) => tel.replace(/\D/g, '');
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > capacity) entries.splice(0, entries.length - capacity);
    },
    list(tel) {
      return entries.filter((e) => tel === undefined || digits(e.to) === digits(tel)).reverse();
    },
  };
}

/** `sender`, with each answer also kept in `sent` (thrown outages are not: nothing went out). */
export function recordingSender(
  sender: AlimtalkSender,
  sent: SentNotifications,
  now: () => number = Date.now,
): AlimtalkSender {
  return {
    mode: sender.mode,
    async send(message) {
      const outcome = await sender.send(message);
      const render = renderNotification(message);
      const rendered = render.ok ? render.rendered : null;
      const accepted = outcome.status === 'ACCEPTED';
      sent.record({
        status: outcome.status,
        channel: accepted ? outcome.channel : null,
        templateCode: message.templateCode,
        to: message.to,
        text: !rendered ? '' : accepted && outcome.channel === 'ALIMTALK' ? rendered.text : rendered.smsText,
        fellBack: accepted ? outcome.fellBack : false,
        code: accepted ? null : outcome.code,
        providerMessageId: accepted ? outcome.providerMessageId : null,
        sentAt: now(),
      });
      return outcome;
    },
    ...(sender.findSent ? { findSent: (message, since) => sender.findSent!(message, since) } : {}),
    ...(sender.report
      ? {
          report: async (messageId, message, alreadyFellBack) => {
            const report = await sender.report!(messageId, message, alreadyFellBack);
            const render = renderNotification(message);
            if (report.status === 'FELL_BACK' && render.ok)
              sent.record({
                status: 'ACCEPTED',
                channel: 'SMS',
                templateCode: message.templateCode,
                to: message.to,
                text: render.rendered.smsText,
                fellBack: true,
                code: null,
                providerMessageId: report.providerMessageId,
                sentAt: now(),
              });
            return report;
          },
        }
      : {}),
  };
}
