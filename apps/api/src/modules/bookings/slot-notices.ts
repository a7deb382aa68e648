import { formatSeoulMonthDayTime } from '@wedding/domain/booking-deadline';
import {
  DEADLINE_MISSED_MESSAGE,
  HALL_REASON_VALUES,
  type HallReason,
  hallReasonNeedsText,
  reasonLabel,
} from '@wedding/domain/booking-labels';
import { UNKNOWN_NICK } from '@wedding/domain/community';
import { formatKoreanDateWithDay, formatWeddingTime } from '@wedding/domain/korean-date';
import { bookingReminderAt } from '@wedding/domain/notification-rules';
import { formatWon } from '@wedding/domain/price';
import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { DeadlineScheduler } from './jobs.ts';
import type { BookingNotices } from './notices.ts';
import { findSlotIn, type SlotRow } from './repository.ts';
import { paidOf } from './views.ts';

// What a slot booking tells the couple and the hall (issue 28): its moves (the hall's answers, the deadline, the
// couple's cancel), its arrival in the hall's inbox (a paid hold or a request), its refund and its reminder. Each
// is emitted in the transaction of the change it reports, with an event key that names the change once.

/** Where the couple reads their bookings, and where the console lists a booking's day. */
export const COUPLE_BOOKINGS_LINK = '/mypage/bookings';
export const hallBookingLink = (row: Pick<SlotRow, 'wedding_date'>) =>
  `/partner-center/bookings?kind=SLOT&from=${row.wedding_date}&to=${row.wedding_date}`;

/** '2027년 3월 13일 (토) 오후 1시': the ceremony as the 알림톡 reads it. */
export const weddingWhen = (row: Pick<SlotRow, 'wedding_date' | 'wedding_time'>) =>
  `${formatKoreanDateWithDay(row.wedding_date)} ${formatWeddingTime(row.wedding_time)}`;

/** The hall's name as the couple knows it: the business, and the room when it has one. */
const hallName = (row: SlotRow) => (row.hall_name ? `${row.biz_name} ${row.hall_name}` : row.biz_name);

/** Why the booking ended, in the couple's words: the listed reason, or the hall's own text for 기타. */
export function endReason(row: Pick<SlotRow, 'reason_code' | 'reason_text'>): string {
  const text = row.reason_text?.trim();
  const code = row.reason_code;
  const listed = code !== null && (HALL_REASON_VALUES as readonly string[]).includes(code);
  if (listed && hallReasonNeedsText(code as HallReason) && text) return text;
  return reasonLabel(code) ?? text ?? DEADLINE_MISSED_MESSAGE;
}

/** What the couple gets back: the refund written with the move, '0원' when nothing was paid. */
const refundWords = (row: SlotRow) => formatWon(row.refund?.amount ?? 0);

type Deps = { outbox: NotificationOutbox; schedule: Pick<DeadlineScheduler, 'bookingReminder'> };

/** Queues the 7-days-before reminder when the booking is paid or confirmed (never one in the past). */
async function scheduleReminder(deps: Deps, tx: Db, row: SlotRow, at: Date) {
  if (row.state !== 'PAID' && row.state !== 'CONFIRMED') return;
  const when = bookingReminderAt(row.wedding_date, at);
  if (when) await deps.schedule.bookingReminder(row.id, when, tx);
}

/** A booking's move (bookings service's moveSlot, in its transaction). */
export function createSlotNotices(deps: Deps): BookingNotices['slotMoved'] {
  const { outbox } = deps;
  return async (tx, { before, after, at }) => {
    if (before.state === after.state) return;
    const event = `booking:${after.id}:${after.state}`;
    const toCouple = { customerId: after.customer_id };
    const common = { 웨딩홀: hallName(after), 예식일시: weddingWhen(after) };
    const ended = { ...common, 사유: endReason(after), 환불금액: refundWords(after) };
    const tell = (kind: Parameters<NotificationOutbox['emit']>[1]['kind'], variables: Record<string, string>) =>
      outbox.emit(tx, { kind, event, to: toCouple, variables, link: COUPLE_BOOKINGS_LINK, at });
    switch (after.state) {
      case 'CONFIRMED':
        await tell('BOOKING_CONFIRMED', { ...common, 예약금: formatWon(paidOf(after)) });
        await scheduleReminder(deps, tx, after, at);
        return;
      case 'DECLINED':
        await tell('BOOKING_DECLINED', ended);
        return;
      case 'EXPIRED':
        // A lapsed 10-minute hold is not a booking: only a request or a paid booking the hall left unanswered.
        if (before.state === 'PAID' || before.state === 'REQUESTED') await tell('BOOKING_EXPIRED', ended);
        return;
      case 'CANCELLED_BY_HALL':
        await tell('BOOKING_CANCELLED_BY_HALL', ended);
        return;
      case 'CANCELLED_BY_COUPLE':
        await tellHallCancelled(outbox, tx, after, at);
        return;
      default:
        return;
    }
  };
}

/** The couple cancelled a booking the hall had (from the bookings service or a request's cancel). */
export async function tellHallCancelled(outbox: NotificationOutbox, tx: Db, row: SlotRow, at: Date) {
  await outbox.emit(tx, {
    kind: 'HALL_BOOKING_CANCELLED',
    event: `booking:${row.id}:CANCELLED_BY_COUPLE`,
    to: { partnerId: row.partner_id },
    variables: { 고객: row.customer_nick ?? UNKNOWN_NICK, 일시: weddingWhen(row) },
    link: hallBookingLink(row),
    at,
  });
}

/**
 * A booking reached the hall's inbox (a request made, or a deposit paid): its staff are told to answer by the
 * deadline, and a paid booking gets its reminder. Called in the transaction that made it PAID or REQUESTED.
 */
export function createSlotArrivalNotice(deps: Deps) {
  return async (tx: Db, row: SlotRow, at: Date) => {
    if (row.state !== 'PAID' && row.state !== 'REQUESTED') return;
    await deps.outbox.emit(tx, {
      kind: 'HALL_NEW_REQUEST',
      event: `booking:${row.id}:${row.state}`,
      to: { partnerId: row.partner_id },
      variables: {
        요청종류: '예식 일정 예약 요청',
        일시: weddingWhen(row),
        답변기한: row.answer_due_at ? formatSeoulMonthDayTime(row.answer_due_at) : '-',
      },
      link: hallBookingLink(row),
      at,
    });
    await scheduleReminder(deps, tx, row, at);
  };
}
export type SlotArrivalNotice = ReturnType<typeof createSlotArrivalNotice>;

/** Toss confirmed a booking's refund (bookings repository's refunded, in its transaction). */
export function createRefundNotice(deps: Pick<Deps, 'outbox'>) {
  return (tx: Db, row: SlotRow, at: Date) =>
    deps.outbox.emit(tx, {
      kind: 'REFUND_DONE',
      // One refund per booking (booking_refunds is keyed by it): a second run of the job tells nobody.
      event: `booking:${row.id}:REFUNDED`,
      to: { customerId: row.customer_id },
      variables: { 웨딩홀: hallName(row), 환불금액: formatWon(row.refund?.amount ?? 0) },
      link: COUPLE_BOOKINGS_LINK,
      at,
    });
}

/** The reminder job: re-read in a transaction, told only while the booking is still PAID or CONFIRMED. */
export function createBookingReminder(deps: Pick<Deps, 'outbox'>) {
  return async (tx: Db, row: SlotRow | null, at: Date) => {
    if (!row || (row.state !== 'PAID' && row.state !== 'CONFIRMED')) return false;
    return deps.outbox.emit(tx, {
      kind: 'BOOKING_REMINDER',
      event: `booking:${row.id}:REMINDER`,
      to: { customerId: row.customer_id },
      variables: { 웨딩홀: hallName(row), 예식일시: weddingWhen(row) },
      link: COUPLE_BOOKINGS_LINK,
      at,
    });
  };
}

/**
 * The slot holds' moves that reach the hall, by hold id in the move's transaction: a request made, a deposit paid
 * (both the hall's new work), a request withdrawn by the couple.
 */
export function createHoldNotices(deps: Deps & { log?: { warn(obj: object, msg: string): void } }) {
  const arrived = createSlotArrivalNotice(deps);
  const reachedHall = async (tx: Db, holdId: number, at: Date) => {
    const row = await findSlotIn(tx, holdId);
    if (row) await arrived(tx, row, at);
  };
  return {
    reachedHall,
    /**
     * The same for a deposit Toss has taken: a notice that fails must never undo the booking it reports (the
     * payment would be settled again and again), so it runs under a savepoint, rolls back alone and is logged.
     */
    async paid(tx: Db, holdId: number, at: Date) {
      try {
        await tx.transaction(async (savepoint) => reachedHall(savepoint as unknown as Db, holdId, at));
      } catch (error) {
        deps.log?.warn({ holdId, err: error }, 'the hall was not told of a paid booking; the booking stands');
      }
    },
    async requestCancelled(tx: Db, holdId: number, at: Date) {
      const row = await findSlotIn(tx, holdId);
      if (row) await tellHallCancelled(deps.outbox, tx, row, at);
    },
  };
}
