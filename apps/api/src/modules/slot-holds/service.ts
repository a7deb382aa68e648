import type { HoldPaymentState, SlotHold, SlotHoldPayBody } from '@wedding/contract/slot-holds';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { HOLD_MESSAGES, HOLDS_PER_HOUR_PER_IP } from '@wedding/domain/slot-hold';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../shared/errors.ts';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import type { DeadlineScheduler } from '../bookings/jobs.ts';
import { partnerPaused, partnerRequestRefused } from '../partners/paused.ts';
import { slotNotFound } from '../slots/errors.ts';
import type { SlotService } from '../slots/service.ts';
import {
  amountMismatch,
  contractNotUsed,
  disclosureMissing,
  hallAlreadyHeld,
  holdExpired,
  holdLimit,
  holdNotFound,
  paidBookingCancel,
  paymentFailed,
  paymentInProgress,
  paymentOff,
  paymentRequired,
  slotAlreadyHeld,
  slotNotAvailable,
} from './errors.ts';
import type { AttemptRow, PaymentRepository } from './payment-repository.ts';
import type { PaymentSettler } from './payment-settler.ts';
import { judgeConfirm, REFUND_REASONS } from './payment-verdict.ts';
import type { HoldRepository, HoldRow } from './repository.ts';
import type { TossClient } from './toss-client.ts';

export type SlotHoldService = {
  /**
   * Holds an OPEN slot of a contract hall for the configured minutes (409 when someone else holds it). One couple
   * keeps at most `maxActiveHolds` at once and one per hall; an account makes at most `holdsPerHour` an hour and
   * an address HOLDS_PER_HOUR_PER_IP (429 with Retry-After).
   */
  hold(customerId: number, weddingDayId: number, ip: string): Promise<SlotHold>;
  find(customerId: number, id: number): Promise<SlotHold>;
  /**
   * Payments off: the hold ends as a booking request that the hall confirms (issue 12). 409 HOLD_EXPIRED when
   * its time ran out first.
   */
  requestBooking(customerId: number, id: number): Promise<SlotHold>;
  /**
   * Pays the deposit (issue 23). The amount must be the hold's own (never the client's figure). The attempt is
   * recorded before Toss is called; one hold has one payment in flight (a second gets 409 PAYMENT_IN_PROGRESS, or
   * the first one's outcome when it is the same payment). Only Toss's DONE books the slot; a refusal frees it
   * (402); an answer nobody can read yet leaves the hold CHECKING (the slot stays the couple's) until Toss is asked.
   */
  pay(customerId: number, id: number, body: SlotHoldPayBody): Promise<SlotHold>;
  cancel(customerId: number, id: number): Promise<SlotHold>;
  /** The scan (the backstop job and the test clock): expires every lapsed hold and frees its slot. */
  expireStale(): Promise<number>;
  /** The `hold-expiry` job of one hold: expires it if it is still a HOLD past its time by the app's clock. */
  expireHold(id: number): Promise<boolean>;
  /** The payment reconciliation job (see PaymentSettler.reconcile); 0 while payments are off. */
  reconcilePayments(): Promise<number>;
};

/** How long a second call for the same payment waits for the first one's outcome before answering CHECKING. */
const SAME_PAYMENT_WAIT_MS = 5_000;
const SAME_PAYMENT_POLL_MS = 50;

/**
 * The hold's state as the hold's own page has read it since issue 12 (ACTIVE while it keeps its slot, CANCELLED
 * for every other end): the web's hold page and its tests switch on these. The booking machine's own state is in
 * the bookings API (issue 27).
 */
function publicState(state: HoldRow['state']): SlotHold['state'] {
  if (state === 'HOLD' || state === 'PAID' || state === 'REQUESTED' || state === 'CONFIRMED') return 'ACTIVE';
  if (state === 'EXPIRED') return 'EXPIRED';
  return 'CANCELLED';
}

/** Where a hold's deposit stands, from its row and its latest payment attempt. */
function paymentStateOf(row: HoldRow): HoldPaymentState {
  if (row.paid_at !== null) return 'PAID';
  if (row.paying) return 'CHECKING';
  if (row.payment_state === 'CANCEL_PENDING' || row.payment_state === 'CANCELLED') return 'REFUNDED';
  if (row.payment_state === 'FAILED') return 'FAILED';
  return 'NONE';
}

/** Holds from one address an hour (issue 23), shared by every API process through the rate limiter. */
const HOLD_IP_RULE = { name: 'slot-hold-ip', limit: HOLDS_PER_HOUR_PER_IP, windowMs: 60 * 60_000 };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createSlotHoldService(deps: {
  repository: HoldRepository;
  slots: Pick<SlotService, 'findSlot'>;
  holdMinutes: number;
  /** Toss Payments and the ledger, when its keys are configured; without it holds end as booking requests. */
  payments: {
    client: TossClient;
    clientKey: string;
    ledger: PaymentRepository;
    settler: PaymentSettler;
    /** Toss's own timeout plus a margin: until then the reconciler leaves a fresh attempt to its request. */
    requestMs: number;
  } | null;
  rateLimiter: RateLimiter;
  maxActiveHolds: number;
  holdsPerHour: number;
  now?: () => Date;
  /** Queues the hold's expiry and the booking's answer deadline as jobs (issue 27). */
  schedule: DeadlineScheduler;
  /** Tells the hall of a new booking request, in the request's transaction (issue 28). */
  requested?: (tx: Db, holdId: number, at: Date) => Promise<void>;
  /** Tells the hall the couple withdrew a booking request, in the cancel's transaction (issue 28). */
  requestCancelled?: (tx: Db, holdId: number, at: Date) => Promise<void>;
}): SlotHoldService {
  const now = deps.now ?? (() => new Date());
  const repo = deps.repository;

  const present = async (row: HoldRow, customerId: number): Promise<SlotHold> => {
    // A hold past its time reads as expired at once; the sweep or the next attempt on the slot writes it down.
    // A hold whose payment is in flight keeps its slot until the payment settles.
    const lapsed = row.state === 'HOLD' && !row.paying && row.expires_at !== null && new Date(row.expires_at) <= now();
    // The detail is a superset of the card; the response schema keeps the card's fields.
    const slot = await deps.slots.findSlot(Number(row.wedding_day_id), customerId);
    return {
      id: Number(row.id),
      weddingDayId: Number(row.wedding_day_id),
      kind: row.kind,
      state: lapsed ? 'EXPIRED' : publicState(row.state),
      expiresAt: iso(row.expires_at),
      paymentAmount: row.payment_amount,
      paidAt: iso(row.paid_at),
      paymentState: paymentStateOf(row),
      orderId: row.order_id,
      paymentEnabled: deps.payments !== null,
      paymentClientKey: deps.payments?.clientKey ?? null,
      slot,
      createdAt: iso(row.created_at)!,
    };
  };

  const mine = async (customerId: number, id: number) => {
    const row = await repo.find(customerId, id);
    if (!row) throw holdNotFound();
    return row;
  };

  /**
   * What the couple is told about one attempt: the booking once paid, the hold still CHECKING while Toss's answer
   * is unknown (the route answers 202), a 402 with the reason when nothing was taken or the money is given back.
   * A call that found the attempt still in flight waits briefly for it.
   */
  const outcomeOf = async (customerId: number, id: number, attempt: AttemptRow): Promise<SlotHold> => {
    const ledger = deps.payments!.ledger;
    let current = (await ledger.find(attempt.id)) ?? attempt;
    const deadline = Date.now() + SAME_PAYMENT_WAIT_MS;
    while (current.state === 'PENDING' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, SAME_PAYMENT_POLL_MS));
      current = (await ledger.find(attempt.id)) ?? current;
    }
    if (current.state === 'FAILED') throw paymentFailed(current.reason ?? HOLD_MESSAGES.PAYMENT_REFUNDED);
    if (current.state === 'CANCEL_PENDING' || current.state === 'CANCELLED')
      throw paymentFailed(
        current.reason === REFUND_REASONS.DEPOSIT_ACCOUNT
          ? HOLD_MESSAGES.DEPOSIT_ACCOUNT_REFUSED
          : HOLD_MESSAGES.PAYMENT_REFUNDED,
      );
    return present(await mine(customerId, id), customerId);
  };

  return {
    async hold(customerId, weddingDayId, ip) {
      // An address is counted through the shared limiter (it is on no row); an account exactly, in the database.
      await enforceRateLimits(deps.rateLimiter, [{ rule: HOLD_IP_RULE, key: ip }], HOLD_MESSAGES.TOO_MANY);
      const at = now();
      const expiresAt = new Date(at.getTime() + deps.holdMinutes * 60_000);
      const result = await repo.hold({
        customerId,
        weddingDayId,
        now: at,
        expiresAt,
        today: seoulToday(at),
        maxActive: deps.maxActiveHolds,
        perHour: deps.holdsPerHour,
        // The expiry's job commits with the hold (decision 0046).
        afterHold: (tx, id) => deps.schedule.holdExpiry(id, expiresAt, tx),
      });
      if (!result.ok) {
        if (result.reason === 'not-found') throw slotNotFound();
        if (result.reason === 'paused') throw partnerPaused();
        if (result.reason === 'held') throw slotAlreadyHeld();
        if (result.reason === 'no-contract') throw contractNotUsed();
        if (result.reason === 'no-disclosure') throw disclosureMissing();
        if (result.reason === 'limit') throw holdLimit(deps.maxActiveHolds);
        if (result.reason === 'same-hall') throw hallAlreadyHeld();
        if (result.reason === 'too-many') throw tooManyRequests(result.retryAfterMs, HOLD_MESSAGES.TOO_MANY);
        throw slotNotAvailable();
      }
      const created = (await repo.find(customerId, result.id))!;
      return present(created, customerId);
    },

    async find(customerId, id) {
      return present(await mine(customerId, id), customerId);
    },

    async requestBooking(customerId, id) {
      // With online payment on, a hold is booked by paying its deposit.
      if (deps.payments && (await mine(customerId, id)).payment_amount > 0) throw paymentRequired();
      const at = now();
      const row = await repo.convert({
        customerId,
        id,
        now: at,
        // The hall's deadline job and its notice commit with the request (decision 0046, issue 28).
        afterConvert: async (tx, converted) => {
          await deps.schedule.bookingDeadline(Number(converted.id), converted.answer_due_at!, tx);
          await deps.requested?.(tx, Number(converted.id), at);
        },
      });
      if (row === 'paused') throw partnerRequestRefused();
      if (row) return present(row, customerId);
      const current = await mine(customerId, id);
      if (current.kind === 'HOLD') throw holdExpired();
      return present(current, customerId);
    },

    async pay(customerId, id, body) {
      if (!deps.payments) throw paymentOff();
      const { client, ledger, settler } = deps.payments;
      const hold = await mine(customerId, id);
      const earlier = await ledger.findByPaymentKey(body.paymentKey);
      // The same payment again (a reopened return page, a second tab): its one attempt's outcome, never a second
      // confirm. A payment key of another hold is refused like a wrong amount.
      if (earlier) {
        if (earlier.hold_id !== Number(hold.id)) throw amountMismatch();
        return outcomeOf(customerId, id, earlier);
      }
      // Already paid by another payment: this one was only approved in the window, never confirmed, so never taken.
      if (hold.paid_at !== null) return present(hold, customerId);
      if (body.orderId !== hold.order_id || body.amount !== hold.payment_amount) throw amountMismatch();
      const at = now();
      const started = await ledger.start({
        customerId,
        holdId: id,
        orderId: body.orderId,
        paymentKey: body.paymentKey,
        amount: body.amount,
        now: at,
        checkAfter: new Date(at.getTime() + deps.payments.requestMs),
      });
      if (!started.ok) {
        // Refused before Toss was asked: an approval that is never confirmed is never charged.
        if (started.reason === 'expired') throw holdExpired();
        if (started.reason === 'paused') throw partnerRequestRefused();
        // The payment in flight may be this very one, sent twice at once (a double tap, a retried request): both
        // found no attempt above, and the other recorded it first. Then this call answers its outcome; only
        // another payment key gets 409.
        const same = await ledger.findByPaymentKey(body.paymentKey);
        if (same) return outcomeOf(customerId, id, same);
        if (started.reason === 'in-progress') throw paymentInProgress();
        return present(await mine(customerId, id), customerId);
      }
      const attempt = started.attempt;
      const confirmed = await client.confirm({ ...body, idempotencyKey: `confirm-${body.paymentKey}` });
      const verdict = judgeConfirm(confirmed, { orderId: attempt.order_id, amount: attempt.amount });
      await settler.settle(attempt, verdict);
      // No clear answer: ask Toss once right away; the reconciler keeps asking after that.
      if (verdict.kind === 'unknown') await settler.resolve({ ...attempt, checks: 1 });
      const outcome = await outcomeOf(customerId, id, attempt);
      // Paid: the hall has BOOKING_ANSWER_HOURS to answer (a payment settled later by the reconciler is found by
      // the deadline scan instead).
      const paid = await mine(customerId, id);
      if (paid.state === 'PAID' && paid.answer_due_at) await deps.schedule.bookingDeadline(id, paid.answer_due_at);
      return outcome;
    },

    async cancel(customerId, id) {
      const at = now();
      const told = deps.requestCancelled;
      const row = await repo.cancel(customerId, id, at, told && ((tx, holdId) => told(tx, holdId, at)));
      if (row) return present(row, customerId);
      const current = await mine(customerId, id);
      if ((current.state === 'PAID' || current.state === 'CONFIRMED') && current.paid_at !== null)
        throw paidBookingCancel();
      if (current.paying) throw paymentInProgress();
      return present(current, customerId);
    },

    expireStale: async () => (await repo.expireStale(now())).length,

    expireHold: async (id) => (await repo.expireStale(now(), id)).length > 0,

    reconcilePayments: async () => (deps.payments ? deps.payments.settler.reconcile() : 0),
  };
}
