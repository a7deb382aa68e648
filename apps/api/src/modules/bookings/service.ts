import type {
  HallProposeBody,
  HallReasonBody,
  HallSlotBooking,
  HallVisit,
  Inbox,
  InboxQuery,
  MyBookings,
  MySlotBooking,
  MySlotCancelBody,
  MyVisit,
  RefundQuote,
} from '@wedding/contract/bookings';
import type { VisitDay } from '@wedding/contract/visit-booking';
import { hallReasonNeedsText, reasonLabel, SYSTEM_REASONS } from '@wedding/domain/booking-labels';
import {
  type BookingActor,
  type BookingEvent,
  type BookingState,
  bookingReleasesSlot,
  daysBeforeWedding,
  nextBookingState,
  nextVisitState,
  proposalAnswerDeadline,
  refundOnEnd,
  type VisitEvent,
} from '@wedding/domain/booking-lifecycle';
import { visitCalendarChanges } from '@wedding/domain/calendar-file';
import { penaltyRowFor } from '@wedding/domain/penalty-table';
import { normalizeVisitTime } from '@wedding/domain/visit-time';
import type { Db } from '../../db/client.ts';
import type { HouseholdLookup } from '../couples/household.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import type { TossClient } from '../slot-holds/toss-client.ts';
import type { WatchFanoutQueue } from '../slot-watches/jobs.ts';
import { visitInstant } from '../visit-booking/service.ts';
import {
  bookingNotFound,
  paymentInProgress,
  proposalHourFull,
  proposalUnavailable,
  reasonRequired,
  refundChanged,
  refusal,
  visitNotFound,
} from './errors.ts';
import type { DeadlineScheduler } from './jobs.ts';
import { type BookingNotices, SILENT_NOTICES } from './notices.ts';
import type { BookingRepository, SlotRow, VisitRow } from './repository.ts';

import {
  asPartners,
  paidOf,
  slotFacts,
  toHallSlot,
  toHallVisit,
  toMySlot,
  toMyVisit,
  visitFacts,
  WAITING_SLOT,
  WAITING_VISIT,
} from './views.ts';

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;

export type DueResult = { visits: number; bookings: number; holds: number; refunds: number };

export type BookingService = {
  // The couple
  mine(customerId: number): Promise<MyBookings>;
  myVisit(customerId: number, id: number): Promise<MyVisit>;
  mySlot(customerId: number, id: number): Promise<MySlotBooking>;
  refundQuote(customerId: number, id: number): Promise<RefundQuote>;
  cancelMySlot(customerId: number, id: number, body: MySlotCancelBody): Promise<MySlotBooking>;
  cancelMyVisit(customerId: number, id: number): Promise<MyVisit>;
  acceptProposal(customerId: number, id: number): Promise<MyVisit>;
  declineProposal(customerId: number, id: number): Promise<MyVisit>;
  // The hall
  inbox(staff: Staff, query: InboxQuery): Promise<Inbox>;
  waitingCount(staff: Staff): Promise<{ visits: number; bookings: number; total: number }>;
  hallVisit(staff: Staff, id: number): Promise<HallVisit>;
  hallSlot(staff: Staff, id: number): Promise<HallSlotBooking>;
  confirmVisit(staff: Staff, id: number): Promise<HallVisit>;
  declineVisit(staff: Staff, id: number, body: HallReasonBody): Promise<HallVisit>;
  /** The hall's bookable days and consulting hours with what is left: what a proposal may pick from. */
  visitHours(staff: Staff): Promise<VisitDay[]>;
  proposeVisit(staff: Staff, id: number, body: HallProposeBody): Promise<HallVisit>;
  /** Moves a CONFIRMED visit to another of the hall's free consulting hours (issue 28); it stays CONFIRMED. */
  moveConfirmedVisit(staff: Staff, id: number, body: HallProposeBody): Promise<HallVisit>;
  markVisited(staff: Staff, id: number): Promise<HallVisit>;
  markNoShow(staff: Staff, id: number): Promise<HallVisit>;
  cancelVisitByHall(staff: Staff, id: number, body: HallReasonBody): Promise<HallVisit>;
  confirmSlot(staff: Staff, id: number): Promise<HallSlotBooking>;
  declineSlot(staff: Staff, id: number, body: HallReasonBody): Promise<HallSlotBooking>;
  cancelSlotByHall(staff: Staff, id: number, body: HallReasonBody): Promise<HallSlotBooking>;
  // The system (jobs)
  expireVisit(id: number): Promise<boolean>;
  expireBooking(id: number): Promise<boolean>;
  /** Calls Toss's cancel for one refund; throws when Toss did not confirm, so the job retries with backoff. */
  runRefund(holdId: number): Promise<void>;
  /** The 7-days-before reminder job of one booking: told only while it is still PAID or CONFIRMED (issue 28). */
  remindBooking(holdId: number): Promise<void>;
  /** Every deadline due by the app's clock, and refunds whose job was lost: the minute's scan, the test clock. */
  actOnDue(): Promise<DueResult>;
};

/** A Toss call for a refund holds the row this long; a process that dies mid-call lets it go then. */
const REFUND_LEASE_MS = 60_000;
/** The scan leaves a fresh refund to its own job (and its retries) this long before it steps in. */
const REFUND_SCAN_AFTER_MS = 10 * 60_000;
const SCAN_BATCH = 500;

export function createBookingService(deps: {
  repository: BookingRepository;
  schedule: DeadlineScheduler;
  /** Toss's cancel, when payments are configured (a paid booking exists only then). */
  toss: Pick<TossClient, 'cancel'> | null;
  /** Expires one lapsed hold / every lapsed hold (the slot holds' own, so their rules stay in one place). */
  holds: { expireHold(id: number): Promise<boolean>; expireStale(): Promise<number> };
  /**
   * The hall's bookable days and consulting hours with what is left (the visit module's findSlots: its open hours,
   * its capacity), which a proposed time must be one of.
   */
  visitHours: (partnerId: number) => Promise<VisitDay[]>;
  /** What each move tells the couple and the hall (issue 28), written in the move's transaction. */
  notices?: BookingNotices;
  /** A confirmed refund's notice to the couple, written in the refund's own transaction (issue 28). */
  refundNotice?: (tx: Db, row: SlotRow, at: Date) => Promise<unknown>;
  /** The booking reminder's notice, given the booking re-read in a transaction. */
  bookingReminder?: (tx: Db, row: SlotRow | null, at: Date) => Promise<unknown>;
  /** The site path of a visit's calendar file (issue 28), shown on the couple's confirmed visit. */
  calendarPath?: (visitId: number) => string;
  /** A booking that ends frees its slot: the couples watching for it are told (issue 28 §5). */
  watches?: WatchFanoutQueue;
  /** Whose visits and bookings a customer's list shows: themself and a linked partner (issue 30 §1). */
  household?: HouseholdLookup;
  now: () => Date;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): BookingService {
  const repo = deps.repository;
  const now = deps.now;
  const log = deps.log ?? { info: () => {}, warn: () => {} };
  const notices = deps.notices ?? SILENT_NOTICES;

  const myVisitRow = async (customerId: number, id: number) => {
    const row = await repo.findVisit(id);
    if (!row || row.customer_id !== customerId) throw visitNotFound();
    return row;
  };
  const mySlotRow = async (customerId: number, id: number) => {
    const row = await repo.findSlot(id);
    if (!row || row.customer_id !== customerId) throw bookingNotFound();
    return row;
  };
  // Another hall's visit or booking is answered like one that does not exist.
  const hallVisitRow = async (staff: Staff, id: number) => {
    const row = await repo.findVisit(id);
    if (!row || row.partner_id !== staff.partner.id) throw visitNotFound();
    return row;
  };
  const hallSlotRow = async (staff: Staff, id: number) => {
    const row = await repo.findSlot(id);
    if (!row || row.partner_id !== staff.partner.id || row.kind !== 'BOOKING') throw bookingNotFound();
    return row;
  };

  const calendarOf = (row: VisitRow) =>
    deps.calendarPath && row.state === 'CONFIRMED' ? deps.calendarPath(row.id) : null;
  const presentMyVisit = async (row: VisitRow) =>
    toMyVisit(row, (await repo.history('VISIT', [row.id])).get(row.id), now(), calendarOf(row));
  const presentMySlot = async (row: SlotRow) =>
    toMySlot(row, (await repo.history('SLOT', [row.id])).get(row.id), now());
  const presentHallVisit = async (row: VisitRow) =>
    toHallVisit(row, (await repo.history('VISIT', [row.id])).get(row.id), now());
  const presentHallSlot = async (row: SlotRow) =>
    toHallSlot(row, (await repo.history('SLOT', [row.id])).get(row.id), now());

  /**
   * The hour a proposal or a move asks for, checked as a couple's request is: the machine first (the state, a time
   * ahead, not the current one), then the hall's bookable days and consulting hours with a place left.
   */
  const freeHourFor = async (row: VisitRow, event: { type: 'PROPOSE' | 'MOVE' }, body: HallProposeBody) => {
    const time = normalizeVisitTime(body.visitTime);
    const visitAt = visitInstant(body.visitDate, time);
    const outcome = nextVisitState(visitFacts(row), { type: event.type, visitAt }, 'HALL', now());
    if (!outcome.ok) throw refusal('VISIT', outcome);
    // (A move to its own time is the machine's MOVE_SAME_TIME; a proposal of the asked time is refused here.)
    if (body.visitDate === row.visit_date && time === row.visit_time)
      throw proposalUnavailable('지금 요청된 시간과 같아요. 다른 시간을 골라 주세요.');
    const days = await deps.visitHours(row.partner_id);
    const day = days.find((d) => d.date === body.visitDate);
    if (!day) throw proposalUnavailable(`방문 날짜는 내일부터 ${days.length}일 안에서 골라 주세요.`);
    const hour = day.times.find((x) => x.time === time.slice(0, 5));
    if (!hour) throw proposalUnavailable('이 시간에는 상담을 하지 않아요. 상담 시간 중에서 골라 주세요.');
    if (!hour.available) throw proposalHourFull();
    return { time, visitAt, hour };
  };

  // ── Moving ─────────────────────────────────────────────────────────────────────────────────────────────────

  type VisitMoveExtra = {
    staff?: Staff;
    reasonCode?: string | null;
    reasonText?: string | null;
    set?: Parameters<BookingRepository['moveVisit']>[0]['set'];
    room?: Parameters<BookingRepository['moveVisit']>[0]['room'];
    afterMove?: Parameters<BookingRepository['moveVisit']>[0]['afterMove'];
    action?: string;
  };

  /** The machine decides, then one conditional UPDATE applies it; a lost race answers like a refused move. */
  const moveVisit = async (row: VisitRow, event: VisitEvent, actor: BookingActor, extra: VisitMoveExtra = {}) => {
    const at = now();
    const outcome = nextVisitState(visitFacts(row), event, actor, at);
    if (!outcome.ok) throw refusal('VISIT', outcome);
    const timeChanged =
      (extra.set?.visitDate !== undefined && extra.set.visitDate !== row.visit_date) ||
      (extra.set?.visitTime !== undefined && extra.set.visitTime !== row.visit_time);
    const moved = await repo.moveVisit({
      id: row.id,
      from: row.state,
      to: outcome.state,
      actor,
      at,
      staff: extra.staff ?? null,
      reasonCode: extra.reasonCode,
      reasonText: extra.reasonText,
      // The calendar file's SEQUENCE grows with the couple's calendar (issue 28), in the same UPDATE.
      set: {
        answerDueAt: null,
        ...extra.set,
        bumpCalendar: visitCalendarChanges(row.state, outcome.state, timeChanged),
      },
      room: extra.room,
      afterMove: async (tx, moved) => {
        await extra.afterMove?.(tx, moved);
        await notices.visitMoved(tx, { before: row, after: moved, actor, at });
      },
      audit: extra.staff
        ? {
            action: `booking.visit.${extra.action ?? event.type.toLowerCase()}`,
            target: `visit_reservation:${row.id}`,
            before: { state: row.state },
            after: { state: outcome.state, reasonCode: extra.reasonCode ?? null, ...extra.set },
          }
        : undefined,
    });
    if (moved === 'full') throw proposalHourFull();
    if (!moved)
      throw refusal('VISIT', { code: 'VISIT_NOT_OPEN', message: '이미 처리된 요청이에요. 화면을 새로고침해 주세요.' });
    return moved;
  };

  type SlotMoveExtra = {
    staff?: Staff;
    reasonCode?: string | null;
    reasonText?: string | null;
    /** The couple's cancel: the refund they were shown. */
    expectedRefund?: number;
    action?: string;
  };

  /** The refund a booking ending in `state` owes, from the hall's disclosed table and the days left in Seoul. */
  const refundFor = async (row: SlotRow, state: BookingState, at: Date) => {
    const paid = paidOf(row);
    const daysBefore = daysBeforeWedding(row.wedding_date, at);
    const penalties = paid > 0 && state === 'CANCELLED_BY_COUPLE' ? await repo.penalties(row.partner_id) : [];
    const { refund, penalty } = refundOnEnd(
      state,
      { paid, contract: row.final_price, deposit: row.payment_amount },
      penalties,
      daysBefore,
    );
    return { paid, refund, penalty, daysBefore, penalties };
  };

  const moveSlot = async (row: SlotRow, event: BookingEvent, actor: BookingActor, extra: SlotMoveExtra = {}) => {
    if (row.paying) throw paymentInProgress();
    const at = now();
    const outcome = nextBookingState(slotFacts(row), event, actor, at);
    if (!outcome.ok) throw refusal('SLOT', outcome);
    const ends = bookingReleasesSlot(outcome.state);
    const money = ends ? await refundFor(row, outcome.state, at) : null;
    if (extra.expectedRefund !== undefined && money && money.refund !== extra.expectedRefund)
      throw refundChanged(money.refund);
    const owesRefund = Boolean(money && money.refund > 0 && row.payment_key);
    const moved = await repo.moveSlot({
      id: row.id,
      from: row.state,
      to: outcome.state,
      actor,
      at,
      staff: extra.staff ?? null,
      reasonCode: extra.reasonCode,
      reasonText: extra.reasonText,
      releasesSlot: ends,
      refund:
        money && owesRefund && row.payment_key
          ? {
              paymentKey: row.payment_key,
              amount: money.refund,
              penalty: money.penalty,
              reason: extra.reasonCode ? (reasonLabel(extra.reasonCode) ?? extra.reasonCode) : '예약 취소',
            }
          : null,
      audit: extra.staff
        ? {
            action: `booking.slot.${extra.action ?? event.type.toLowerCase()}`,
            target: `slot_hold:${row.id}`,
            before: { state: row.state },
            after: { state: outcome.state, reasonCode: extra.reasonCode ?? null, refund: money?.refund ?? 0 },
          }
        : undefined,
      // The refund's job is written with the refund it runs: a committed refund always has its job.
      afterMove: async (tx, moved) => {
        if (owesRefund) await deps.schedule.refund(row.id, tx);
        await notices.slotMoved(tx, { before: row, after: moved, actor, at });
        if (ends) await deps.watches?.slotsChanged(tx, { opened: [row.wedding_day_id], dropped: [], at });
      },
    });
    if (!moved)
      throw refusal('SLOT', { code: 'BOOKING_NOT_OPEN', message: '이미 처리된 요청이에요. 화면을 새로고침해 주세요.' });
    return moved;
  };

  const hallReason = (body: HallReasonBody) => {
    const text = body.reasonText.trim();
    if (hallReasonNeedsText(body.reasonCode) && !text) throw reasonRequired();
    return { reasonCode: body.reasonCode, reasonText: text || null };
  };

  const runRefund = async (holdId: number) => {
    const refund = await repo.findRefund(holdId);
    if (!refund || refund.state === 'REFUNDED') return;
    if (!deps.toss) throw new Error('refund pending but Toss is not configured');
    const at = now();
    // Another run holds it (the job and the scan at once): that one calls Toss; this one tries again later.
    if (!(await repo.claimRefund(holdId, at, new Date(at.getTime() + REFUND_LEASE_MS))))
      throw new Error(`refund of booking ${holdId} is being processed elsewhere`);
    const result = await deps.toss.cancel({
      paymentKey: refund.payment_key,
      cancelReason: refund.cancel_reason,
      cancelAmount: refund.amount,
      idempotencyKey: refund.idempotency_key,
    });
    const status = result.kind === 'payment' ? result.payment.status : result.failure.code;
    if (status === 'CANCELED' || status === 'PARTIAL_CANCELED' || status === 'ALREADY_CANCELED_PAYMENT') {
      const doneAt = now();
      const notice = deps.refundNotice;
      await repo.refunded(holdId, doneAt, notice && ((tx, row) => notice(tx, row, doneAt).then(() => {})));
      log.info({ holdId, amount: refund.amount, status }, 'booking refund confirmed by Toss');
      return;
    }
    await repo.refundFailed(holdId, `${status}: ${result.kind === 'payment' ? '' : result.failure.message}`);
    log.warn({ holdId, status }, 'booking refund not confirmed; retried with backoff');
    throw new Error(`Toss did not confirm the refund of booking ${holdId} (${status})`);
  };

  const expireVisit = async (id: number) => {
    const row = await repo.findVisit(id);
    if (row?.state !== 'REQUESTED' && row?.state !== 'PROPOSED') return false;
    const at = now();
    if (!nextVisitState(visitFacts(row), { type: 'EXPIRE' }, 'SYSTEM', at).ok) return false;
    // The hall let a request run out, or the couple let the hall's proposal run out (decision 0046).
    const reasonCode = row.state === 'PROPOSED' ? SYSTEM_REASONS.PROPOSAL_UNANSWERED : SYSTEM_REASONS.DEADLINE_MISSED;
    try {
      await moveVisit(row, { type: 'EXPIRE' }, 'SYSTEM', { reasonCode });
      return true;
    } catch {
      // Answered or expired by someone else in the meantime.
      return false;
    }
  };

  const expireBooking = async (id: number) => {
    const row = await repo.findSlot(id);
    if (!row || !WAITING_SLOT.includes(row.state) || row.paying) return false;
    if (!nextBookingState(slotFacts(row), { type: 'EXPIRE' }, 'SYSTEM', now()).ok) return false;
    try {
      await moveSlot(row, { type: 'EXPIRE' }, 'SYSTEM', { reasonCode: SYSTEM_REASONS.DEADLINE_MISSED });
      return true;
    } catch {
      return false;
    }
  };

  /** The transitions of every listed visit and slot booking, read in two queries. */
  const histories = (visits: readonly VisitRow[], slots: readonly SlotRow[]) =>
    Promise.all([
      repo.history(
        'VISIT',
        visits.map((v) => v.id),
      ),
      repo.history(
        'SLOT',
        slots.map((s) => s.id),
      ),
    ]);

  return {
    async mine(customerId) {
      const at = now();
      // A linked couple sees both lists (issue 30 §1): each stays with who made it, the other's read-only.
      const ids = deps.household ? await deps.household(customerId) : [customerId];
      const [visits, slots] = await Promise.all([repo.customerVisits(ids), repo.customerSlots(ids)]);
      const [vh, sh] = await histories(visits, slots);
      const whose = <T extends MyVisit | MySlotBooking>(row: { customer_id: number }, view: T) =>
        Number(row.customer_id) === customerId ? view : asPartners(view);
      return {
        visits: visits.map((v) => whose(v, toMyVisit(v, vh.get(v.id), at, calendarOf(v)))),
        bookings: slots.map((s) => whose(s, toMySlot(s, sh.get(s.id), at))),
        now: at.toISOString(),
      };
    },

    myVisit: async (customerId, id) => presentMyVisit(await myVisitRow(customerId, id)),
    mySlot: async (customerId, id) => presentMySlot(await mySlotRow(customerId, id)),

    async refundQuote(customerId, id) {
      const row = await mySlotRow(customerId, id);
      const at = now();
      const money = await refundFor(row, 'CANCELLED_BY_COUPLE', at);
      const rule = money.paid > 0 ? penaltyRowFor(money.penalties, money.daysBefore) : null;
      return {
        paid: money.paid,
        penalty: money.penalty,
        refund: money.refund,
        daysBefore: money.daysBefore,
        rule: rule && { minDaysBefore: rule.minDaysBefore, percent: rule.percent, base: rule.base },
      };
    },

    async cancelMySlot(customerId, id, body) {
      const row = await mySlotRow(customerId, id);
      const moved = await moveSlot(row, { type: 'CANCEL' }, 'COUPLE', {
        reasonCode: SYSTEM_REASONS.COUPLE_CANCELLED,
        reasonText: body.reasonText?.trim() || null,
        expectedRefund: body.expectedRefund,
      });
      return presentMySlot(moved);
    },

    async cancelMyVisit(customerId, id) {
      const row = await myVisitRow(customerId, id);
      return presentMyVisit(
        await moveVisit(row, { type: 'CANCEL' }, 'COUPLE', {
          reasonCode: SYSTEM_REASONS.COUPLE_CANCELLED,
          set: { proposedVisitDate: null, proposedVisitTime: null },
        }),
      );
    },

    async acceptProposal(customerId, id) {
      const row = await myVisitRow(customerId, id);
      return presentMyVisit(
        await moveVisit(row, { type: 'ACCEPT_PROPOSAL' }, 'COUPLE', {
          set:
            row.proposed_visit_date && row.proposed_visit_time
              ? {
                  visitDate: row.proposed_visit_date,
                  visitTime: row.proposed_visit_time,
                  proposedVisitDate: null,
                  proposedVisitTime: null,
                  proposedAt: null,
                }
              : {},
        }),
      );
    },

    async declineProposal(customerId, id) {
      const row = await myVisitRow(customerId, id);
      return presentMyVisit(
        await moveVisit(row, { type: 'DECLINE_PROPOSAL' }, 'COUPLE', {
          reasonCode: SYSTEM_REASONS.PROPOSAL_DECLINED,
        }),
      );
    },

    async inbox(staff, query) {
      const at = now();
      const wantVisits = query.kind !== 'SLOT';
      const wantSlots = query.kind !== 'VISIT';
      const visitStates = query.state === 'WAITING' ? WAITING_VISIT : query.state ? [query.state] : null;
      const slotStates = query.state === 'WAITING' ? WAITING_SLOT : query.state ? [query.state] : null;
      const [visits, slots] = await Promise.all([
        wantVisits
          ? repo.partnerVisits(staff.partner.id, { states: visitStates, from: query.from, to: query.to })
          : Promise.resolve([]),
        wantSlots
          ? repo.partnerSlots(staff.partner.id, { states: slotStates, from: query.from, to: query.to })
          : Promise.resolve([]),
      ]);
      const [vh, sh] = await histories(visits, slots);
      return {
        visits: visits.map((v) => toHallVisit(v, vh.get(v.id), at)),
        bookings: slots.map((s) => toHallSlot(s, sh.get(s.id), at)),
        now: at.toISOString(),
      };
    },

    async waitingCount(staff) {
      const { visits, bookings } = await repo.countWaiting(staff.partner.id);
      return { visits, bookings, total: visits + bookings };
    },

    hallVisit: async (staff, id) => presentHallVisit(await hallVisitRow(staff, id)),
    hallSlot: async (staff, id) => presentHallSlot(await hallSlotRow(staff, id)),

    async confirmVisit(staff, id) {
      const row = await hallVisitRow(staff, id);
      return presentHallVisit(await moveVisit(row, { type: 'CONFIRM' }, 'HALL', { staff }));
    },

    async declineVisit(staff, id, body) {
      const row = await hallVisitRow(staff, id);
      const reason = hallReason(body);
      return presentHallVisit(
        await moveVisit(row, { type: 'DECLINE', reason: reason.reasonCode }, 'HALL', { staff, ...reason }),
      );
    },

    visitHours: (staff) => deps.visitHours(staff.partner.id),

    async proposeVisit(staff, id, body) {
      const row = await hallVisitRow(staff, id);
      const { time, visitAt, hour } = await freeHourFor(row, { type: 'PROPOSE' }, body);
      const at = now();
      // The couple has VISIT_ANSWER_HOURS to answer, never past the proposed time (decision 0046).
      const due = proposalAnswerDeadline(at, visitAt);
      return presentHallVisit(
        await moveVisit(row, { type: 'PROPOSE', visitAt }, 'HALL', {
          staff,
          set: { proposedVisitDate: body.visitDate, proposedVisitTime: time, proposedAt: at, answerDueAt: due },
          // The place is taken under the hall's lock, so two proposals (or a request) cannot share the last one.
          room: { partnerId: row.partner_id, date: body.visitDate, time, capacity: hour.capacity },
          afterMove: (tx) => deps.schedule.visitDeadline(row.id, due, tx),
        }),
      );
    },

    async moveConfirmedVisit(staff, id, body) {
      const row = await hallVisitRow(staff, id);
      const { time, visitAt, hour } = await freeHourFor(row, { type: 'MOVE' }, body);
      return presentHallVisit(
        await moveVisit(row, { type: 'MOVE', visitAt }, 'HALL', {
          staff,
          action: 'move',
          set: { visitDate: body.visitDate, visitTime: time },
          // The same lock and count as a proposal: the new hour must still have a place.
          room: { partnerId: row.partner_id, date: body.visitDate, time, capacity: hour.capacity },
        }),
      );
    },

    async markVisited(staff, id) {
      const row = await hallVisitRow(staff, id);
      return presentHallVisit(await moveVisit(row, { type: 'MARK_VISITED' }, 'HALL', { staff, action: 'visited' }));
    },

    async markNoShow(staff, id) {
      const row = await hallVisitRow(staff, id);
      return presentHallVisit(await moveVisit(row, { type: 'MARK_NO_SHOW' }, 'HALL', { staff, action: 'no-show' }));
    },

    async cancelVisitByHall(staff, id, body) {
      const row = await hallVisitRow(staff, id);
      const reason = hallReason(body);
      return presentHallVisit(
        await moveVisit(row, { type: 'CANCEL', reason: reason.reasonCode }, 'HALL', {
          staff,
          ...reason,
          set: { proposedVisitDate: null, proposedVisitTime: null },
        }),
      );
    },

    async confirmSlot(staff, id) {
      const row = await hallSlotRow(staff, id);
      return presentHallSlot(await moveSlot(row, { type: 'CONFIRM' }, 'HALL', { staff }));
    },

    async declineSlot(staff, id, body) {
      const row = await hallSlotRow(staff, id);
      const reason = hallReason(body);
      return presentHallSlot(
        await moveSlot(row, { type: 'DECLINE', reason: reason.reasonCode }, 'HALL', { staff, ...reason }),
      );
    },

    async cancelSlotByHall(staff, id, body) {
      const row = await hallSlotRow(staff, id);
      const reason = hallReason(body);
      return presentHallSlot(
        await moveSlot(row, { type: 'CANCEL', reason: reason.reasonCode }, 'HALL', { staff, ...reason }),
      );
    },

    expireVisit,
    expireBooking,
    runRefund,

    async remindBooking(holdId) {
      const remind = deps.bookingReminder;
      if (!remind) return;
      await repo.withSlot(holdId, async (tx, row) => {
        await remind(tx, row, now());
      });
    },

    async actOnDue() {
      const at = now();
      let visits = 0;
      for (const id of await repo.dueVisits(at, SCAN_BATCH)) if (await expireVisit(id)) visits += 1;
      let bookings = 0;
      for (const id of await repo.dueSlots(at, SCAN_BATCH)) if (await expireBooking(id)) bookings += 1;
      const holds = await deps.holds.expireStale();
      let refunds = 0;
      for (const id of await repo.pendingRefunds(at, new Date(at.getTime() - REFUND_SCAN_AFTER_MS), SCAN_BATCH)) {
        try {
          await runRefund(id);
          refunds += 1;
        } catch {
          // Noted on the row; the job's retries and the next scan try again.
        }
      }
      return { visits, bookings, holds, refunds };
    },
  };
}
