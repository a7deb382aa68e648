// Bookings between a couple and a hall (issue 27): the visit and the slot booking as state machines, written once
// here with their actors and timers, so the API's services, the job queue's deadlines and the screens agree on
// what may happen next. Pure: the caller passes the instant, the actor and the facts; nothing here reads a clock.
import { type PenaltyRow, refundOnCancel } from './penalty-table.ts';
import { dayNumber, parseIsoDate, seoulCalendarDate } from './seoul-calendar.ts';

export type BookingActor = 'COUPLE' | 'HALL' | 'SYSTEM';

const HOUR_MS = 60 * 60 * 1000;

/** Hours a hall has to answer a visit request (issue 27: `VISIT_ANSWER_HOURS`, default 24). */
export const VISIT_ANSWER_HOURS = 24;
/** Hours a hall has to answer a booking request or a paid booking (issue 27: `BOOKING_ANSWER_HOURS`, default 48). */
export const BOOKING_ANSWER_HOURS = 48;

// ── Visits ────────────────────────────────────────────────────────────────────────────────────────────────────

export const VISIT_STATES = [
  'REQUESTED',
  'PROPOSED',
  'CONFIRMED',
  'DECLINED',
  'EXPIRED',
  'VISITED',
  'NO_SHOW',
  'CANCELLED_BY_COUPLE',
  'CANCELLED_BY_HALL',
] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export type VisitEvent =
  | { type: 'CONFIRM' }
  | { type: 'DECLINE'; reason: string }
  | { type: 'PROPOSE'; visitAt: Date }
  /** The hall moves a confirmed visit to another time (issue 28); it stays CONFIRMED. */
  | { type: 'MOVE'; visitAt: Date }
  | { type: 'ACCEPT_PROPOSAL' }
  | { type: 'DECLINE_PROPOSAL' }
  | { type: 'EXPIRE' }
  | { type: 'MARK_VISITED' }
  | { type: 'MARK_NO_SHOW' }
  | { type: 'CANCEL'; reason?: string };

export type VisitFacts = {
  state: VisitState;
  requestedAt: Date;
  /** The visit's time; while PROPOSED, the proposed one. */
  visitAt: Date;
  /** The proposed visit time (while PROPOSED). */
  proposedAt?: Date | null;
  /** When the hall made its proposal (while PROPOSED): the couple's answer window starts then. */
  proposalMadeAt?: Date | null;
};

export type Outcome<S> = { ok: true; state: S; visitAt?: Date } | { ok: false; code: string; message: string };

const refuse = <S>(code: string, message: string): Outcome<S> => ({ ok: false, code, message });
const NOT_NOW = '지금 상태에서는 할 수 없는 요청이에요. 화면을 새로고침해 주세요.';
const REASON_NEEDED = '사유를 입력해 주세요.';

/** When a visit request expires unanswered: `hours` after the request, and never after the visit itself. */
export function visitAnswerDeadline(requestedAt: Date, visitAt: Date, hours = VISIT_ANSWER_HOURS): Date {
  return new Date(Math.min(requestedAt.getTime() + hours * HOUR_MS, visitAt.getTime()));
}

/**
 * When a proposal the couple has not answered expires: `hours` (`VISIT_ANSWER_HOURS`) after the hall proposed, and
 * never after the proposed time itself — the hall's own deadline rule, turned to the couple (decision 0046).
 */
export function proposalAnswerDeadline(proposalMadeAt: Date, proposedVisitAt: Date, hours = VISIT_ANSWER_HOURS): Date {
  return visitAnswerDeadline(proposalMadeAt, proposedVisitAt, hours);
}

/** Whether a visit is still waiting on someone (the slot of time is spoken for). */
export function visitIsOpen(state: VisitState): boolean {
  return state === 'REQUESTED' || state === 'PROPOSED' || state === 'CONFIRMED';
}

/**
 * The visit's next state after `event` by `actor` at `now`, or why not. The hall answers (confirm, decline with a
 * reason, propose another time) while REQUESTED; the couple takes or refuses a proposal in one tap; the system
 * expires what the hall left unanswered past its deadline, and a proposal the couple left unanswered past theirs
 * (`proposalAnswerDeadline`); after the visit time the hall marks VISITED or NO_SHOW;
 * before it either side may cancel (the hall with a reason).
 */
export function nextVisitState(
  visit: VisitFacts,
  event: VisitEvent,
  actor: BookingActor,
  now: Date,
  answerHours = VISIT_ANSWER_HOURS,
): Outcome<VisitState> {
  const { state } = visit;
  const beforeVisit = now.getTime() < visit.visitAt.getTime();
  switch (event.type) {
    case 'CONFIRM':
      if (actor !== 'HALL' || state !== 'REQUESTED' || !beforeVisit) return refuse('VISIT_NOT_OPEN', NOT_NOW);
      return { ok: true, state: 'CONFIRMED' };
    case 'DECLINE':
      if (actor !== 'HALL' || state !== 'REQUESTED') return refuse('VISIT_NOT_OPEN', NOT_NOW);
      if (!event.reason.trim()) return refuse('REASON_REQUIRED', REASON_NEEDED);
      return { ok: true, state: 'DECLINED' };
    case 'PROPOSE':
      if (actor !== 'HALL' || state !== 'REQUESTED') return refuse('VISIT_NOT_OPEN', NOT_NOW);
      if (event.visitAt.getTime() <= now.getTime())
        return refuse('PROPOSAL_IN_PAST', '지금 이후의 시간을 골라 주세요.');
      return { ok: true, state: 'PROPOSED', visitAt: event.visitAt };
    case 'MOVE':
      // Only the hall, only a confirmed visit still ahead, only to another time still ahead: what the couple's
      // calendar holds changes, so its reminder and calendar file follow (issue 28).
      if (actor !== 'HALL' || state !== 'CONFIRMED' || !beforeVisit) return refuse('VISIT_NOT_OPEN', NOT_NOW);
      if (event.visitAt.getTime() <= now.getTime())
        return refuse('PROPOSAL_IN_PAST', '지금 이후의 시간을 골라 주세요.');
      if (event.visitAt.getTime() === visit.visitAt.getTime())
        return refuse('MOVE_SAME_TIME', '지금 방문 시간과 같아요. 다른 시간을 골라 주세요.');
      return { ok: true, state: 'CONFIRMED', visitAt: event.visitAt };
    case 'ACCEPT_PROPOSAL':
      if (actor !== 'COUPLE' || state !== 'PROPOSED' || !beforeVisit) return refuse('VISIT_NOT_OPEN', NOT_NOW);
      return { ok: true, state: 'CONFIRMED' };
    case 'DECLINE_PROPOSAL':
      if (actor !== 'COUPLE' || state !== 'PROPOSED') return refuse('VISIT_NOT_OPEN', NOT_NOW);
      return { ok: true, state: 'CANCELLED_BY_COUPLE' };
    case 'EXPIRE': {
      if (actor !== 'SYSTEM' || (state !== 'REQUESTED' && state !== 'PROPOSED'))
        return refuse('VISIT_NOT_OPEN', NOT_NOW);
      // REQUESTED waits on the hall from the request; PROPOSED waits on the couple from the proposal.
      const since = state === 'PROPOSED' ? visit.proposalMadeAt : visit.requestedAt;
      if (!since) return refuse('VISIT_NOT_OPEN', NOT_NOW);
      const deadline = visitAnswerDeadline(since, visit.visitAt, answerHours);
      if (now.getTime() < deadline.getTime()) return refuse('NOT_DUE', '아직 답변 기한이 남았어요.');
      return { ok: true, state: 'EXPIRED' };
    }
    case 'MARK_VISITED':
    case 'MARK_NO_SHOW':
      if (actor !== 'HALL' || state !== 'CONFIRMED') return refuse('VISIT_NOT_OPEN', NOT_NOW);
      if (beforeVisit) return refuse('VISIT_NOT_YET', '방문 시간이 지난 뒤에 표시할 수 있어요.');
      return { ok: true, state: event.type === 'MARK_VISITED' ? 'VISITED' : 'NO_SHOW' };
    case 'CANCEL':
      if (!visitIsOpen(state) || !beforeVisit || actor === 'SYSTEM') return refuse('VISIT_NOT_OPEN', NOT_NOW);
      if (actor === 'HALL' && !event.reason?.trim()) return refuse('REASON_REQUIRED', REASON_NEEDED);
      return { ok: true, state: actor === 'HALL' ? 'CANCELLED_BY_HALL' : 'CANCELLED_BY_COUPLE' };
  }
}

// ── Slot bookings ─────────────────────────────────────────────────────────────────────────────────────────────

export const BOOKING_STATES = [
  'HOLD',
  'PAID',
  'REQUESTED',
  'CONFIRMED',
  'DECLINED',
  'EXPIRED',
  'CANCELLED_BY_COUPLE',
  'CANCELLED_BY_HALL',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export type BookingEvent =
  | { type: 'PAY' }
  | { type: 'REQUEST' }
  | { type: 'CONFIRM' }
  | { type: 'DECLINE'; reason: string }
  | { type: 'EXPIRE' }
  | { type: 'CANCEL'; reason?: string };

export type BookingFacts = {
  state: BookingState;
  /** When the hold lapses (HOLD only). */
  holdExpiresAt: Date;
  /** When the hall's answer became due-able: the payment (PAID) or the request (REQUESTED). */
  awaitingSince: Date | null;
};

/** The instant an unanswered PAID or REQUESTED booking expires. */
export function bookingAnswerDeadline(awaitingSince: Date, hours = BOOKING_ANSWER_HOURS): Date {
  return new Date(awaitingSince.getTime() + hours * HOUR_MS);
}

/** Whether the slot is free again in this state (issue 27: a declined, expired or cancelled booking reopens it). */
export function bookingReleasesSlot(state: BookingState): boolean {
  return (
    state === 'DECLINED' || state === 'EXPIRED' || state === 'CANCELLED_BY_COUPLE' || state === 'CANCELLED_BY_HALL'
  );
}

/**
 * HOLD → PAID (payments on) or REQUESTED (payments off) by the couple before the hold lapses; the system expires a
 * lapsed hold and an unanswered request; the hall confirms or declines (with a reason) what is PAID or REQUESTED;
 * the couple cancels anything not yet ended, the hall (with a reason) anything it has not declined.
 */
export function nextBookingState(
  booking: BookingFacts,
  event: BookingEvent,
  actor: BookingActor,
  now: Date,
  answerHours = BOOKING_ANSWER_HOURS,
): Outcome<BookingState> {
  const { state } = booking;
  const awaiting = state === 'PAID' || state === 'REQUESTED';
  const live = state === 'HOLD' || awaiting || state === 'CONFIRMED';
  switch (event.type) {
    case 'PAY':
    case 'REQUEST':
      if (actor !== 'COUPLE' || state !== 'HOLD') return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      if (now.getTime() >= booking.holdExpiresAt.getTime())
        return refuse('HOLD_EXPIRED', '확보 시간이 끝났어요. 다시 확보해 주세요.');
      return { ok: true, state: event.type === 'PAY' ? 'PAID' : 'REQUESTED' };
    case 'CONFIRM':
      if (actor !== 'HALL' || !awaiting) return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      return { ok: true, state: 'CONFIRMED' };
    case 'DECLINE':
      if (actor !== 'HALL' || !awaiting) return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      if (!event.reason.trim()) return refuse('REASON_REQUIRED', REASON_NEEDED);
      return { ok: true, state: 'DECLINED' };
    case 'EXPIRE': {
      if (actor !== 'SYSTEM') return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      const due =
        state === 'HOLD'
          ? booking.holdExpiresAt
          : awaiting && booking.awaitingSince
            ? bookingAnswerDeadline(booking.awaitingSince, answerHours)
            : null;
      if (!due) return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      if (now.getTime() < due.getTime()) return refuse('NOT_DUE', '아직 기한이 남았어요.');
      return { ok: true, state: 'EXPIRED' };
    }
    case 'CANCEL':
      if (!live || actor === 'SYSTEM') return refuse('BOOKING_NOT_OPEN', NOT_NOW);
      if (actor === 'HALL') {
        if (state === 'HOLD') return refuse('BOOKING_NOT_OPEN', NOT_NOW);
        if (!event.reason?.trim()) return refuse('REASON_REQUIRED', REASON_NEEDED);
        return { ok: true, state: 'CANCELLED_BY_HALL' };
      }
      return { ok: true, state: 'CANCELLED_BY_COUPLE' };
  }
}

/**
 * What goes back to the couple when a booking with `paid` won ends in `state` (issue 27): everything when the
 * hall declined, let it expire or cancelled; the paid amount less the hall's disclosed penalty for the days left
 * when the couple cancelled; nothing to refund otherwise.
 */
export function refundOnEnd(
  state: BookingState,
  amounts: { paid: number; contract: number; deposit: number },
  penalties: readonly PenaltyRow[],
  daysBeforeWedding: number,
): { refund: number; penalty: number } {
  if (amounts.paid <= 0) return { refund: 0, penalty: 0 };
  if (state === 'DECLINED' || state === 'EXPIRED' || state === 'CANCELLED_BY_HALL')
    return { refund: amounts.paid, penalty: 0 };
  if (state === 'CANCELLED_BY_COUPLE') {
    const { refund, penalty } = refundOnCancel(penalties, amounts, daysBeforeWedding);
    return { refund, penalty };
  }
  return { refund: 0, penalty: 0 };
}

/**
 * Whole days from today in Seoul to the wedding day ('YYYY-MM-DD'): 0 on the day itself, negative after it. The
 * penalty table's rows are "N days or more before the wedding", counted on the Seoul calendar.
 */
export function daysBeforeWedding(weddingDate: string, now: Date): number {
  const wedding = parseIsoDate(weddingDate);
  if (!wedding) throw new RangeError(`Invalid wedding date: ${weddingDate}`);
  return dayNumber(wedding) - dayNumber(seoulCalendarDate(now));
}
