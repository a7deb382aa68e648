import type { ConsoleInquiryThread, InquiryMessage, InquiryThread } from '@wedding/contract/inquiries';
import { coupleDisplayName } from '@wedding/domain/inquiry';
import type { MessageRow, ThreadRow } from './repository.ts';

const ms = (value: Date | string) => new Date(value).getTime();

const lastMessageOf = (row: ThreadRow) =>
  row.last_sender && row.last_at
    ? { sender: row.last_sender, body: row.last_body ?? '', regTsp: ms(row.last_at) }
    : null;

/** The slot's or the visit's date and time, when the thread is about one and it still exists. */
const subjectOf = (row: ThreadRow) =>
  row.subject_date && row.subject_time
    ? { date: row.subject_date, time: row.subject_time, hallName: row.subject_hall }
    : null;

export function messageView(row: MessageRow): InquiryMessage {
  return { id: row.id, sender: row.sender, body: row.body, images: row.images, regTsp: ms(row.created_at) };
}

/** The couple's view of a thread. */
export function coupleThreadView(row: ThreadRow): InquiryThread {
  return {
    id: row.uuid,
    partner: { uuid: row.partner_uuid, bizName: row.biz_name },
    origin: row.origin,
    weddingDayId: row.wedding_day_id,
    visitId: row.visit_id,
    subject: subjectOf(row),
    lastMessage: lastMessageOf(row),
    unread: row.unread,
    phoneShared: row.phone_shared,
    blocked: row.blocked,
    regTsp: ms(row.created_at),
  };
}

/**
 * The hall's view (issue 27 §5): the couple by nick only. The phone number is there only when the couple shared it
 * in this thread (the repository does not even select it otherwise); the email never is.
 */
export function consoleThreadView(row: ThreadRow): ConsoleInquiryThread {
  return {
    id: row.uuid,
    couple: { name: coupleDisplayName(row.nick) },
    sharedPhone: row.phone_shared ? row.shared_phone : null,
    origin: row.origin,
    weddingDayId: row.wedding_day_id,
    visitId: row.visit_id,
    subject: subjectOf(row),
    lastMessage: lastMessageOf(row),
    unread: row.unread,
    blocked: row.blocked,
    reported: row.reported,
    regTsp: ms(row.created_at),
  };
}
