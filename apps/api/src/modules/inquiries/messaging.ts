import type { InquiryEvent, InquiryMessage } from '@wedding/contract/inquiries';
import {
  INQUIRY_MESSAGES,
  INQUIRY_SENDS_PER_MINUTE,
  type InquirySide,
  inquiryMessageProblem,
} from '@wedding/domain/inquiry';
import type { LiveBus } from '../../shared/live/live-bus.ts';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import { foreignImage, invalidMessage } from './errors.ts';
import type { InquiryNotice } from './inquiry-notices.ts';
import type { InquiryRepository, ThreadRow } from './repository.ts';
import { messageView } from './views.ts';

export const customerChannel = (customerId: number) => `customer:${customerId}`;
export const partnerChannel = (partnerId: number) => `partner:${partnerId}`;

const SEND_RULE = { name: 'inquiry-send', limit: INQUIRY_SENDS_PER_MINUTE, windowMs: 60_000 };

/** Sending, reading and their live events: the same for both sides, so written once. */
export function createMessaging(deps: {
  repository: InquiryRepository;
  rateLimiter: RateLimiter;
  bus: LiveBus;
  /** Tells the other side of a new message, in its insert transaction (issue 28). */
  notify?: InquiryNotice;
}) {
  const { repository, bus } = deps;

  /** To both sides' streams, except the side that blocked the sender here. */
  async function publish(thread: ThreadRow, viewerSide: InquirySide, event: InquiryEvent, toOther: boolean) {
    const mine = viewerSide === 'CUSTOMER' ? customerChannel(thread.customer_id) : partnerChannel(thread.partner_id);
    const theirs = viewerSide === 'CUSTOMER' ? partnerChannel(thread.partner_id) : customerChannel(thread.customer_id);
    await bus.publish(mine, event);
    if (toOther) await bus.publish(theirs, event);
  }

  return {
    async send(
      thread: ThreadRow,
      sender: InquirySide,
      input: { body: string; images: string[] },
      staff?: StaffPrincipal,
    ): Promise<InquiryMessage> {
      const images = [...new Set(input.images)];
      const problem = inquiryMessageProblem(input.body, images.length);
      if (problem) throw invalidMessage(problem);
      const key = staff ? `s:${staff.id}` : `c:${thread.customer_id}`;
      await enforceRateLimits(deps.rateLimiter, [{ rule: SEND_RULE, key }], INQUIRY_MESSAGES.RATE_LIMITED);
      const owner = staff ? { staffId: staff.id } : { customerId: thread.customer_id };
      if ((await repository.countOwnUploads(owner, images)) !== images.length) throw foreignImage();
      const notify = deps.notify;
      const row = await repository.addMessage(thread, {
        sender,
        body: input.body.trim(),
        images,
        staff,
        afterInsert: notify && ((tx) => notify(tx, thread, sender)),
      });
      const message = messageView(row);
      // A side that blocked the sender here neither sees the message nor hears of it.
      await publish(thread, sender, { type: 'message', threadId: thread.uuid, message }, !thread.blocked_by_other);
      return message;
    },

    async markRead(thread: ThreadRow, side: InquirySide): Promise<void> {
      await repository.markRead(thread, side);
      await publish(thread, side, { type: 'read', threadId: thread.uuid, side }, true);
    },
  };
}
export type Messaging = ReturnType<typeof createMessaging>;
