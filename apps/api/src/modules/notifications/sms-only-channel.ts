import { ALIMTALK_TEMPLATES, renderAlimtalk } from '@wedding/domain/alimtalk-templates';
import type { SmsSender } from '../phone-verification/sms-sender.ts';
import type { AlimtalkChannel } from './delivery-worker.ts';

/**
 * 알림톡 off (no ALIMTALK_* keys): the same words go as a text message through the SMS sender (SMS_WEBHOOK_URL in
 * production, the development outbox otherwise), the button's address on the last line. The sender's 503 is an
 * outage, retried by the job.
 */
export function createSmsOnlyChannel(sms: SmsSender): AlimtalkChannel {
  return {
    async send({ to, template, variables, link }) {
      const rendered = renderAlimtalk(ALIMTALK_TEMPLATES[template], { ...variables, 링크: link });
      if (!rendered.ok) return { status: 'FAILED', code: 'TEMPLATE_MISMATCH', message: rendered.reason };
      await sms.send(to, `${rendered.message.text}\n${link}`);
      return { status: 'ACCEPTED', via: 'SMS', providerMessageId: '', fellBack: false };
    },
  };
}
