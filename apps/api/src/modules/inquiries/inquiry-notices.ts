import { UNKNOWN_NICK } from '@wedding/domain/community';
import type { InquirySide } from '@wedding/domain/inquiry';
import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { ThreadRow } from './repository.ts';

// What a 1:1 inquiry message tells the other side (issue 28): a couple's question is the hall's new work
// (HALL_NEW_INQUIRY, 알림톡 to its staff), a hall's answer the couple's (INQUIRY_ANSWERED). Written in the
// message's insert transaction. A burst of messages is one conversation: one notice per thread, side and hour,
// while every message is still stored and counted unread as before.

const HOUR_MS = 60 * 60 * 1000;

/** The hour a message falls in: the notice's dedupe bucket. */
export const inquiryHourBucket = (at: Date) => Math.floor(at.getTime() / HOUR_MS);

/** One notice per thread, side told and hour: 'inquiry:12:HALL:493000'. */
export const inquiryEventKey = (threadId: number, told: 'HALL' | 'COUPLE', at: Date) =>
  `inquiry:${threadId}:${told}:${inquiryHourBucket(at)}`;

/** The couple's thread page, and the console's conversation of the same thread. */
export const coupleThreadLink = (thread: Pick<ThreadRow, 'uuid'>) => `/inquiries/${thread.uuid}`;
export const hallThreadLink = (thread: Pick<ThreadRow, 'uuid'>) => `/partner-center/inquiries/${thread.uuid}`;

export type InquiryNotice = (tx: Db, thread: ThreadRow, sender: InquirySide) => Promise<void>;

export function createInquiryNotices(deps: { outbox: NotificationOutbox; now: () => Date }): InquiryNotice {
  return async (tx, thread, sender) => {
    // A side that blocked the sender here does not hear of the message (as the live stream does).
    if (thread.blocked_by_other) return;
    const at = deps.now();
    if (sender === 'CUSTOMER')
      await deps.outbox.emit(tx, {
        kind: 'HALL_NEW_INQUIRY',
        event: inquiryEventKey(thread.id, 'HALL', at),
        to: { partnerId: thread.partner_id },
        variables: { 고객: thread.nick ?? UNKNOWN_NICK },
        link: hallThreadLink(thread),
        at,
      });
    else
      await deps.outbox.emit(tx, {
        kind: 'INQUIRY_ANSWERED',
        event: inquiryEventKey(thread.id, 'COUPLE', at),
        to: { customerId: thread.customer_id },
        variables: { 웨딩홀: thread.biz_name },
        link: coupleThreadLink(thread),
        at,
      });
  };
}
