// How bookings read (issue 27): a row and its history as the couple and the hall see them, with the actions the
// machine allows at that instant. Pure: the service passes the instant.
import type {
  BookingHistoryEntry,
  HallSlotBooking,
  HallVisit,
  MySlotBooking,
  MyVisit,
  Refund,
} from '@wedding/contract/bookings';
import {
  BOOKING_STATE_LABELS,
  REFUND_STATE_LABELS,
  reasonLabel,
  VISIT_STATE_LABELS,
} from '@wedding/domain/booking-labels';
import {
  BOOKING_ANSWER_HOURS,
  type BookingActor,
  type BookingEvent,
  type BookingFacts,
  type BookingState,
  nextBookingState,
  nextVisitState,
  type VisitEvent,
  type VisitFacts,
  type VisitState,
} from '@wedding/domain/booking-lifecycle';
import { visitInstant } from '../visit-booking/service.ts';
import type { SlotRow, VisitRow } from './repository.ts';
import type { TransitionRow } from './transitions.ts';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
const HOUR_MS = 60 * 60_000;
export const WAITING_VISIT: readonly VisitState[] = ['REQUESTED'];
/** A proposal waits on the couple; the row's answer_due_at is then theirs. */
const PROPOSED_VISIT: readonly VisitState[] = ['PROPOSED'];
export const WAITING_SLOT: readonly BookingState[] = ['PAID', 'REQUESTED'];
const CONFIRMED_ON: readonly VisitState[] = ['CONFIRMED', 'VISITED', 'NO_SHOW'];

export const history = (
  rows: readonly TransitionRow[] | undefined,
  labels: Record<string, string>,
): BookingHistoryEntry[] =>
  (rows ?? []).map((r) => ({
    from: r.from_state,
    to: r.to_state,
    toLabel: labels[r.to_state] ?? r.to_state,
    actor: r.actor,
    at: new Date(r.at).toISOString(),
    reasonCode: r.reason_code,
    reasonLabel: reasonLabel(r.reason_code),
    reasonText: r.reason_text,
  }));

export const reasonOf = (row: { reason_code: string | null; reason_text: string | null }) =>
  row.reason_code ? { code: row.reason_code, label: reasonLabel(row.reason_code), text: row.reason_text } : null;

/** The facts the visit machine reads; while PROPOSED the time that counts is the proposed one. */
export function visitFacts(row: VisitRow): VisitFacts {
  const proposed =
    row.proposed_visit_date && row.proposed_visit_time
      ? visitInstant(row.proposed_visit_date, row.proposed_visit_time)
      : null;
  return {
    state: row.state,
    requestedAt: row.created_at,
    visitAt: row.state === 'PROPOSED' && proposed ? proposed : visitInstant(row.visit_date, row.visit_time),
    proposedAt: proposed,
    proposalMadeAt: row.proposed_at,
  };
}

export function slotFacts(row: SlotRow): BookingFacts {
  return {
    state: row.state,
    holdExpiresAt: row.expires_at ?? new Date(0),
    // The row keeps the deadline; the machine counts it from when the wait began.
    awaitingSince: row.answer_due_at ? new Date(row.answer_due_at.getTime() - BOOKING_ANSWER_HOURS * HOUR_MS) : null,
  };
}

export const paidOf = (row: SlotRow) => (row.paid_at && row.payment_key ? row.payment_amount : 0);

export function refundOf(row: SlotRow): Refund | null {
  const r = row.refund;
  if (!r) return null;
  return {
    state: r.state,
    label: REFUND_STATE_LABELS[r.state],
    amount: r.amount,
    penalty: r.penalty,
    requestedAt: r.created_at.toISOString(),
    refundedAt: iso(r.refunded_at),
  };
}

export const visitAllows = (row: VisitRow, event: VisitEvent, actor: BookingActor, at: Date) =>
  nextVisitState(visitFacts(row), event, actor, at).ok;
export const slotAllows = (row: SlotRow, event: BookingEvent, actor: BookingActor, at: Date) =>
  !row.paying && nextBookingState(slotFacts(row), event, actor, at).ok;

export const answerDue = (row: { state: string; answer_due_at: Date | null }, waiting: readonly string[]) =>
  waiting.includes(row.state) ? row.answer_due_at : null;

export const toMyVisit = (
  row: VisitRow,
  rows: TransitionRow[] | undefined,
  at: Date,
  calendarPath: string | null = null,
): MyVisit => ({
  id: row.id,
  partnerUuid: row.partner_uuid,
  bizName: row.biz_name,
  visitDate: row.visit_date,
  visitTime: row.visit_time,
  proposedVisitDate: row.state === 'PROPOSED' ? row.proposed_visit_date : null,
  proposedVisitTime: row.state === 'PROPOSED' ? row.proposed_visit_time : null,
  state: row.state,
  stateLabel: VISIT_STATE_LABELS[row.state],
  answerDueAt: iso(answerDue(row, WAITING_VISIT)),
  proposalDueAt: iso(answerDue(row, PROPOSED_VISIT)),
  reason: reasonOf(row),
  history: history(rows, VISIT_STATE_LABELS),
  actions: {
    cancel: visitAllows(row, { type: 'CANCEL' }, 'COUPLE', at),
    acceptProposal: visitAllows(row, { type: 'ACCEPT_PROPOSAL' }, 'COUPLE', at),
    declineProposal: visitAllows(row, { type: 'DECLINE_PROPOSAL' }, 'COUPLE', at),
  },
  calendarPath,
  madeBy: 'ME',
  createdAt: row.created_at.toISOString(),
});

export const slotOf = (row: SlotRow) => ({
  weddingDayId: row.wedding_day_id,
  partnerUuid: row.partner_uuid,
  bizName: row.biz_name,
  hallName: row.hall_name,
  weddingDate: row.wedding_date,
  weddingTime: row.wedding_time,
});

export const toMySlot = (row: SlotRow, rows: TransitionRow[] | undefined, at: Date): MySlotBooking => ({
  id: row.id,
  slot: slotOf(row),
  state: row.state,
  stateLabel: BOOKING_STATE_LABELS[row.state],
  holdExpiresAt: row.state === 'HOLD' ? iso(row.expires_at) : null,
  answerDueAt: iso(answerDue(row, WAITING_SLOT)),
  paymentAmount: row.payment_amount,
  receipt:
    row.paid_at && row.payment_key
      ? { amount: row.payment_amount, paymentKeyLast4: row.payment_key.slice(-4), paidAt: row.paid_at.toISOString() }
      : null,
  refund: refundOf(row),
  reason: reasonOf(row),
  history: history(rows, BOOKING_STATE_LABELS),
  actions: { cancel: slotAllows(row, { type: 'CANCEL' }, 'COUPLE', at) },
  madeBy: 'ME',
  createdAt: row.created_at.toISOString(),
});

/**
 * The linked partner's visit or booking in my list (issue 30 §1): it stays with who made it, so I see it read-only,
 * every action off; the partner's own calendar link stays theirs.
 */
export const asPartners = <T extends MyVisit | MySlotBooking>(view: T): T => ({
  ...view,
  madeBy: 'PARTNER',
  actions: Object.fromEntries(Object.keys(view.actions).map((k) => [k, false])) as T['actions'],
  ...('calendarPath' in view ? { calendarPath: null } : {}),
});

export const msLeft = (due: Date | null, at: Date) => (due ? Math.max(0, due.getTime() - at.getTime()) : null);

export const toHallVisit = (row: VisitRow, rows: TransitionRow[] | undefined, at: Date): HallVisit => {
  const due = answerDue(row, WAITING_VISIT);
  // Decision 0046: the couple's numbers reach the hall only once it has confirmed the visit.
  const phones = CONFIRMED_ON.includes(row.state);
  // Whether a decline or cancel is possible at all; the reason itself is asked when it is done.
  const reason = 'ANY';
  return {
    id: row.id,
    visitDate: row.visit_date,
    visitTime: row.visit_time,
    proposedVisitDate: row.state === 'PROPOSED' ? row.proposed_visit_date : null,
    proposedVisitTime: row.state === 'PROPOSED' ? row.proposed_visit_time : null,
    state: row.state,
    stateLabel: VISIT_STATE_LABELS[row.state],
    answerDueAt: iso(due),
    answerMsLeft: msLeft(due, at),
    proposalDueAt: iso(answerDue(row, PROPOSED_VISIT)),
    groomName: row.groom_name,
    brideName: row.bride_name,
    groomTel: phones ? row.groom_tel : null,
    brideTel: phones ? row.bride_tel : null,
    requestedByPlanner: row.requested_by_planner,
    plannerName: row.planner_name,
    plannerConsultingPartnerName: row.planner_consulting_partner_name,
    expectedMinPersonnel: row.expected_min_personnel,
    expectedMaxPersonnel: row.expected_max_personnel,
    hopeWeddingYearMonths: row.hope_wedding_year_months,
    hopeWeddingDaysOfTheWeek: row.hope_wedding_days_of_the_week,
    hopeWeddingTimes: row.hope_wedding_times,
    additionalInquiry: row.additional_inquiry,
    reason: reasonOf(row),
    history: history(rows, VISIT_STATE_LABELS),
    actions: {
      confirm: visitAllows(row, { type: 'CONFIRM' }, 'HALL', at),
      decline: visitAllows(row, { type: 'DECLINE', reason }, 'HALL', at),
      propose: visitAllows(row, { type: 'PROPOSE', visitAt: new Date(at.getTime() + HOUR_MS) }, 'HALL', at),
      // Any time ahead other than its own will do for "may it be moved at all"; the hour is picked when it is.
      move: visitAllows(row, { type: 'MOVE', visitAt: new Date(at.getTime() + 366 * 24 * HOUR_MS) }, 'HALL', at),
      markVisited: visitAllows(row, { type: 'MARK_VISITED' }, 'HALL', at),
      markNoShow: visitAllows(row, { type: 'MARK_NO_SHOW' }, 'HALL', at),
      cancel: visitAllows(row, { type: 'CANCEL', reason }, 'HALL', at),
    },
    createdAt: row.created_at.toISOString(),
  };
};

export const toHallSlot = (row: SlotRow, rows: TransitionRow[] | undefined, at: Date): HallSlotBooking => {
  const due = answerDue(row, WAITING_SLOT);
  return {
    id: row.id,
    slot: slotOf(row),
    state: row.state,
    stateLabel: BOOKING_STATE_LABELS[row.state],
    answerDueAt: iso(due),
    answerMsLeft: msLeft(due, at),
    paymentAmount: row.payment_amount,
    paid: paidOf(row) > 0,
    paidAt: iso(row.paid_at),
    refund: refundOf(row),
    reason: reasonOf(row),
    history: history(rows, BOOKING_STATE_LABELS),
    actions: {
      confirm: slotAllows(row, { type: 'CONFIRM' }, 'HALL', at),
      decline: slotAllows(row, { type: 'DECLINE', reason: 'ANY' }, 'HALL', at),
      cancel: slotAllows(row, { type: 'CANCEL', reason: 'ANY' }, 'HALL', at),
    },
    createdAt: row.created_at.toISOString(),
  };
};
