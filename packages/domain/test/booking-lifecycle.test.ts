import { describe, expect, it } from 'vitest';
import {
  BOOKING_ANSWER_HOURS,
  type BookingFacts,
  bookingAnswerDeadline,
  bookingReleasesSlot,
  nextBookingState,
  nextVisitState,
  proposalAnswerDeadline,
  refundOnEnd,
  VISIT_ANSWER_HOURS,
  type VisitFacts,
  visitAnswerDeadline,
} from '../src/booking-lifecycle.ts';
import type { PenaltyRow } from '../src/penalty-table.ts';

const H = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const requestedAt = at('2027-03-01T01:00:00Z');
const visit = (state: VisitFacts['state'], visitAt = at('2027-03-10T02:00:00Z')): VisitFacts => ({
  state,
  requestedAt,
  visitAt,
});

describe('visit state machine (issue 27 §1)', () => {
  it('gives the hall VISIT_ANSWER_HOURS = 24 to answer, and never past the visit time', () => {
    expect(VISIT_ANSWER_HOURS).toBe(24);
    expect(visitAnswerDeadline(requestedAt, at('2027-03-10T02:00:00Z'))).toEqual(
      new Date(requestedAt.getTime() + 24 * H),
    );
    const soon = at('2027-03-01T05:00:00Z');
    expect(visitAnswerDeadline(requestedAt, soon)).toEqual(soon);
  });

  it('REQUESTED → CONFIRMED / DECLINED (with a reason) / PROPOSED by the hall only', () => {
    const now = at('2027-03-01T02:00:00Z');
    expect(nextVisitState(visit('REQUESTED'), { type: 'CONFIRM' }, 'HALL', now)).toEqual({
      ok: true,
      state: 'CONFIRMED',
    });
    expect(nextVisitState(visit('REQUESTED'), { type: 'CONFIRM' }, 'COUPLE', now).ok).toBe(false);
    expect(nextVisitState(visit('REQUESTED'), { type: 'DECLINE', reason: ' ' }, 'HALL', now)).toMatchObject({
      ok: false,
      code: 'REASON_REQUIRED',
    });
    expect(nextVisitState(visit('REQUESTED'), { type: 'DECLINE', reason: '예약 마감' }, 'HALL', now)).toMatchObject({
      ok: true,
      state: 'DECLINED',
    });
    const other = at('2027-03-11T03:00:00Z');
    expect(nextVisitState(visit('REQUESTED'), { type: 'PROPOSE', visitAt: other }, 'HALL', now)).toEqual({
      ok: true,
      state: 'PROPOSED',
      visitAt: other,
    });
  });

  it('the couple accepts or declines a proposed time in one tap', () => {
    const now = at('2027-03-02T00:00:00Z');
    expect(nextVisitState(visit('PROPOSED'), { type: 'ACCEPT_PROPOSAL' }, 'COUPLE', now)).toMatchObject({
      state: 'CONFIRMED',
    });
    expect(nextVisitState(visit('PROPOSED'), { type: 'DECLINE_PROPOSAL' }, 'COUPLE', now)).toMatchObject({
      state: 'CANCELLED_BY_COUPLE',
    });
    expect(nextVisitState(visit('PROPOSED'), { type: 'ACCEPT_PROPOSAL' }, 'HALL', now).ok).toBe(false);
  });

  it('the system expires an unanswered request at its deadline, not a minute before', () => {
    const due = new Date(requestedAt.getTime() + 24 * H);
    expect(
      nextVisitState(visit('REQUESTED'), { type: 'EXPIRE' }, 'SYSTEM', new Date(due.getTime() - 60_000)),
    ).toMatchObject({ ok: false, code: 'NOT_DUE' });
    expect(nextVisitState(visit('REQUESTED'), { type: 'EXPIRE' }, 'SYSTEM', due)).toEqual({
      ok: true,
      state: 'EXPIRED',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'EXPIRE' }, 'SYSTEM', due).ok).toBe(false);
  });

  // Helper brief (issue 27, lifecycle-2): "if the couple does not answer a proposal within VISIT_ANSWER_HOURS (and
  // never after the proposed time), it expires" — EXPIRED, with the reason PROPOSAL_UNANSWERED (decision 0046).
  it('the system expires a proposal the couple left unanswered VISIT_ANSWER_HOURS after it, never after the proposed time', () => {
    const proposalMadeAt = at('2027-03-02T00:00:00Z');
    const proposedVisitAt = at('2027-03-12T02:00:00Z');
    const proposed: VisitFacts = { ...visit('PROPOSED', proposedVisitAt), proposedAt: proposedVisitAt, proposalMadeAt };
    const due = proposalAnswerDeadline(proposalMadeAt, proposedVisitAt);
    expect(due).toEqual(new Date(proposalMadeAt.getTime() + VISIT_ANSWER_HOURS * H));
    expect(nextVisitState(proposed, { type: 'EXPIRE' }, 'SYSTEM', new Date(due.getTime() - 60_000))).toMatchObject({
      ok: false,
      code: 'NOT_DUE',
    });
    expect(nextVisitState(proposed, { type: 'EXPIRE' }, 'SYSTEM', due)).toEqual({ ok: true, state: 'EXPIRED' });
    // Not the hall, not the couple: only the clock.
    expect(nextVisitState(proposed, { type: 'EXPIRE' }, 'HALL', due).ok).toBe(false);
    expect(nextVisitState(proposed, { type: 'EXPIRE' }, 'COUPLE', due).ok).toBe(false);
    // A proposed time sooner than 24 hours away: the proposal lapses at that time.
    const soon = at('2027-03-02T05:00:00Z');
    expect(proposalAnswerDeadline(proposalMadeAt, soon)).toEqual(soon);
    const soonFacts: VisitFacts = { ...proposed, visitAt: soon, proposedAt: soon };
    expect(nextVisitState(soonFacts, { type: 'EXPIRE' }, 'SYSTEM', new Date(soon.getTime() - 1)).ok).toBe(false);
    expect(nextVisitState(soonFacts, { type: 'EXPIRE' }, 'SYSTEM', soon)).toMatchObject({ state: 'EXPIRED' });
    // The couple's window counts from the proposal, not from the original request.
    const lateProposal: VisitFacts = { ...proposed, proposalMadeAt: at('2027-03-04T00:00:00Z') };
    expect(nextVisitState(lateProposal, { type: 'EXPIRE' }, 'SYSTEM', due).ok).toBe(false);
    // Without the proposal's instant nothing is due.
    expect(nextVisitState({ ...proposed, proposalMadeAt: null }, { type: 'EXPIRE' }, 'SYSTEM', due).ok).toBe(false);
  });

  it('VISITED / NO_SHOW only by the hall and only after the visit time', () => {
    const before = at('2027-03-10T01:59:00Z');
    const after = at('2027-03-10T03:00:00Z');
    expect(nextVisitState(visit('CONFIRMED'), { type: 'MARK_VISITED' }, 'HALL', before)).toMatchObject({
      code: 'VISIT_NOT_YET',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'MARK_VISITED' }, 'HALL', after)).toMatchObject({
      state: 'VISITED',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'MARK_NO_SHOW' }, 'HALL', after)).toMatchObject({
      state: 'NO_SHOW',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'MARK_NO_SHOW' }, 'COUPLE', after).ok).toBe(false);
  });

  it('either side cancels before the visit, the hall with a reason; nobody after', () => {
    const now = at('2027-03-05T00:00:00Z');
    expect(nextVisitState(visit('CONFIRMED'), { type: 'CANCEL' }, 'COUPLE', now)).toMatchObject({
      state: 'CANCELLED_BY_COUPLE',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'CANCEL' }, 'HALL', now)).toMatchObject({
      code: 'REASON_REQUIRED',
    });
    expect(nextVisitState(visit('REQUESTED'), { type: 'CANCEL', reason: '내부 행사' }, 'HALL', now)).toMatchObject({
      state: 'CANCELLED_BY_HALL',
    });
    expect(nextVisitState(visit('CONFIRMED'), { type: 'CANCEL' }, 'COUPLE', at('2027-03-10T02:00:00Z')).ok).toBe(false);
    expect(nextVisitState(visit('VISITED'), { type: 'CANCEL' }, 'COUPLE', now).ok).toBe(false);
  });
});

const holdExpiresAt = at('2027-03-01T01:10:00Z');
const booking = (state: BookingFacts['state'], awaitingSince: Date | null = null): BookingFacts => ({
  state,
  holdExpiresAt,
  awaitingSince,
});

describe('slot booking state machine (issue 27 §1)', () => {
  it('HOLD → PAID (payments on) or REQUESTED (payments off) before the 10-minute hold lapses', () => {
    const now = at('2027-03-01T01:05:00Z');
    expect(nextBookingState(booking('HOLD'), { type: 'PAY' }, 'COUPLE', now)).toEqual({ ok: true, state: 'PAID' });
    expect(nextBookingState(booking('HOLD'), { type: 'REQUEST' }, 'COUPLE', now)).toEqual({
      ok: true,
      state: 'REQUESTED',
    });
    expect(nextBookingState(booking('HOLD'), { type: 'PAY' }, 'COUPLE', holdExpiresAt)).toMatchObject({
      code: 'HOLD_EXPIRED',
    });
    expect(nextBookingState(booking('HOLD'), { type: 'EXPIRE' }, 'SYSTEM', holdExpiresAt)).toMatchObject({
      state: 'EXPIRED',
    });
  });

  it('the hall confirms or declines; silent for BOOKING_ANSWER_HOURS = 48 it expires', () => {
    expect(BOOKING_ANSWER_HOURS).toBe(48);
    const since = at('2027-03-01T01:06:00Z');
    const paid = booking('PAID', since);
    expect(nextBookingState(paid, { type: 'CONFIRM' }, 'HALL', since)).toMatchObject({ state: 'CONFIRMED' });
    expect(nextBookingState(paid, { type: 'DECLINE', reason: '중복 예약' }, 'HALL', since)).toMatchObject({
      state: 'DECLINED',
    });
    const due = bookingAnswerDeadline(since);
    expect(due).toEqual(new Date(since.getTime() + 48 * H));
    expect(nextBookingState(paid, { type: 'EXPIRE' }, 'SYSTEM', new Date(due.getTime() - 1))).toMatchObject({
      code: 'NOT_DUE',
    });
    expect(nextBookingState(booking('REQUESTED', since), { type: 'EXPIRE' }, 'SYSTEM', due)).toMatchObject({
      state: 'EXPIRED',
    });
    expect(nextBookingState(booking('CONFIRMED', since), { type: 'EXPIRE' }, 'SYSTEM', due).ok).toBe(false);
  });

  it('the couple cancels what is live; the hall cancels what it took, with a reason', () => {
    const now = at('2027-03-02T00:00:00Z');
    expect(nextBookingState(booking('CONFIRMED'), { type: 'CANCEL' }, 'COUPLE', now)).toMatchObject({
      state: 'CANCELLED_BY_COUPLE',
    });
    expect(nextBookingState(booking('CONFIRMED'), { type: 'CANCEL' }, 'HALL', now)).toMatchObject({
      code: 'REASON_REQUIRED',
    });
    expect(nextBookingState(booking('CONFIRMED'), { type: 'CANCEL', reason: '시설 공사' }, 'HALL', now)).toMatchObject({
      state: 'CANCELLED_BY_HALL',
    });
    expect(nextBookingState(booking('DECLINED'), { type: 'CANCEL' }, 'COUPLE', now).ok).toBe(false);
  });

  it('a declined, expired or cancelled booking reopens the slot at once; a live one keeps it', () => {
    expect(
      ['DECLINED', 'EXPIRED', 'CANCELLED_BY_COUPLE', 'CANCELLED_BY_HALL'].every((s) => bookingReleasesSlot(s as never)),
    ).toBe(true);
    expect(['HOLD', 'PAID', 'REQUESTED', 'CONFIRMED'].some((s) => bookingReleasesSlot(s as never))).toBe(false);
  });
});

describe('refunds (issue 27 §1)', () => {
  const table: PenaltyRow[] = [
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
    { minDaysBefore: 30, percent: 10, base: 'CONTRACT' },
    { minDaysBefore: 0, percent: 50, base: 'DEPOSIT' },
  ];
  const amounts = { paid: 1_000_000, contract: 5_000_000, deposit: 1_000_000 };

  it('declined, expired or cancelled by the hall: a full refund', () => {
    for (const state of ['DECLINED', 'EXPIRED', 'CANCELLED_BY_HALL'] as const)
      expect(refundOnEnd(state, amounts, table, 3)).toEqual({ refund: 1_000_000, penalty: 0 });
  });

  it("cancelled by the couple: paid − the hall's penalty for the days left", () => {
    expect(refundOnEnd('CANCELLED_BY_COUPLE', amounts, table, 200)).toEqual({ refund: 1_000_000, penalty: 0 });
    // 10 % of the 5,000,000 contract is 500,000.
    expect(refundOnEnd('CANCELLED_BY_COUPLE', amounts, table, 60)).toEqual({ refund: 500_000, penalty: 500_000 });
    // 50 % of the 1,000,000 deposit.
    expect(refundOnEnd('CANCELLED_BY_COUPLE', amounts, table, 0)).toEqual({ refund: 500_000, penalty: 500_000 });
  });

  it('nothing paid, nothing to refund', () => {
    expect(refundOnEnd('DECLINED', { ...amounts, paid: 0 }, table, 3)).toEqual({ refund: 0, penalty: 0 });
  });
});

describe('moving a confirmed visit (issue 28 §4: "the visit is moved")', () => {
  const now = at('2027-03-05T01:00:00Z');
  const current = at('2027-03-10T02:00:00Z');
  const later = at('2027-03-11T05:00:00Z');

  it('CONFIRMED stays CONFIRMED at the new time, by the hall only', () => {
    expect(nextVisitState(visit('CONFIRMED', current), { type: 'MOVE', visitAt: later }, 'HALL', now)).toEqual({
      ok: true,
      state: 'CONFIRMED',
      visitAt: later,
    });
    for (const actor of ['COUPLE', 'SYSTEM'] as const)
      expect(nextVisitState(visit('CONFIRMED', current), { type: 'MOVE', visitAt: later }, actor, now)).toMatchObject({
        ok: false,
        code: 'VISIT_NOT_OPEN',
      });
  });

  it('only from CONFIRMED', () => {
    for (const state of [
      'REQUESTED',
      'PROPOSED',
      'DECLINED',
      'EXPIRED',
      'VISITED',
      'NO_SHOW',
      'CANCELLED_BY_HALL',
    ] as const)
      expect(nextVisitState(visit(state, current), { type: 'MOVE', visitAt: later }, 'HALL', now)).toMatchObject({
        ok: false,
        code: 'VISIT_NOT_OPEN',
      });
  });

  it('only before the visit, to a time ahead and different from the current one', () => {
    const after = new Date(current.getTime() + H);
    expect(nextVisitState(visit('CONFIRMED', current), { type: 'MOVE', visitAt: later }, 'HALL', after)).toMatchObject({
      ok: false,
      code: 'VISIT_NOT_OPEN',
    });
    expect(
      nextVisitState(visit('CONFIRMED', current), { type: 'MOVE', visitAt: new Date(now.getTime() - H) }, 'HALL', now),
    ).toMatchObject({ ok: false, code: 'PROPOSAL_IN_PAST' });
    expect(
      nextVisitState(visit('CONFIRMED', current), { type: 'MOVE', visitAt: new Date(current) }, 'HALL', now),
    ).toMatchObject({ ok: false, code: 'MOVE_SAME_TIME' });
  });
});
