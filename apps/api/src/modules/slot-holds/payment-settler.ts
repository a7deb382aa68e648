import type { AttemptRow, PaymentRepository } from './payment-repository.ts';
import { judgeLookup, type PaymentVerdict, REFUND_REASONS } from './payment-verdict.ts';
import type { TossClient } from './toss-client.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type PaymentSettler = {
  /** Writes down what Toss's answer means for one attempt: a booking, a free slot, a refund, or a later check. */
  settle(attempt: AttemptRow, verdict: PaymentVerdict): Promise<void>;
  /** Asks Toss about an attempt whose outcome nobody knows, and settles it when the answer is clear. */
  resolve(attempt: AttemptRow): Promise<void>;
  /**
   * The reconciliation job: every unsettled attempt that is due (a confirm without an answer, a process that died
   * between Toss's DONE and our commit, a refund that did not go through) is asked about at Toss and settled.
   * Safe to run in every process at once: each row is leased to one of them. Returns how many rows it looked at.
   */
  reconcile(): Promise<number>;
};

/** How long a reconciler keeps a claimed row before another may take it (a crash mid-check loses nothing). */
const LEASE_MS = 60_000;
const BATCH = 20;
/** Rechecks back off up to this, so an outage at Toss is not hammered; Toss expires an unconfirmed payment sooner. */
const MAX_BACKOFF_MS = 10 * 60_000;

export function createPaymentSettler(deps: {
  ledger: PaymentRepository;
  client: TossClient;
  now: () => Date;
  log: Log;
  /** The reconciler's period: the first recheck comes after it, later ones back off from it. */
  recheckMs: number;
}): PaymentSettler {
  const { ledger, client, log } = deps;
  const later = (checks: number) =>
    new Date(deps.now().getTime() + Math.min(deps.recheckMs * 2 ** Math.min(checks, 10), MAX_BACKOFF_MS));
  const facts = (a: AttemptRow) => ({
    attemptId: a.id,
    holdId: a.hold_id,
    orderId: a.order_id,
    // Not the payment key: it is Toss's handle on the card payment, a secret to keep out of logs (issue 29 §7);
    // the attempt id finds it in payment_attempts.
    amount: a.amount,
  });

  /** Cancels a payment at Toss that we will not honour; a cancel without a clear answer is tried again later. */
  const refund = async (attempt: AttemptRow, reason: string) => {
    // Every refund decision is written down with its reason (issue 23): in the ledger's row and in the log.
    log.warn({ ...facts(attempt), reason }, 'deposit refund decided');
    const result = await client.cancel({
      paymentKey: attempt.payment_key,
      cancelReason: reason,
      idempotencyKey: `cancel-${attempt.payment_key}`,
    });
    const status = result.kind === 'payment' ? result.payment.status : result.failure.code;
    if (status === 'CANCELED' || status === 'ALREADY_CANCELED_PAYMENT') {
      await ledger.refunded(attempt.id, deps.now(), status);
      log.info({ ...facts(attempt), reason }, 'deposit refunded');
      return;
    }
    log.warn({ ...facts(attempt), status }, 'deposit cancel not confirmed; the reconciler tries again');
    await ledger.retryCancelAt(attempt.id, deps.now(), status, later(attempt.checks));
  };

  const settle = async (attempt: AttemptRow, verdict: PaymentVerdict) => {
    const now = deps.now();
    switch (verdict.kind) {
      case 'paid': {
        const outcome = await ledger.book(attempt.id, now, 'DONE');
        if (outcome === 'booked') log.info(facts(attempt), 'deposit paid; hold booked');
        if (outcome === 'cannot-book') await refund(attempt, REFUND_REASONS.NO_HOLD_TO_BOOK);
        return;
      }
      case 'not-charged':
        if (await ledger.fail(attempt.id, now, verdict.status, verdict.message))
          log.info({ ...facts(attempt), status: verdict.status }, 'deposit not charged; hold released');
        return;
      case 'refunded':
        await ledger.refunded(attempt.id, now, verdict.status);
        return;
      case 'must-cancel':
        if (await ledger.owe(attempt.id, now, verdict.status, verdict.reason)) await refund(attempt, verdict.reason);
        return;
      case 'unknown':
        await ledger.unknown(attempt.id, now, verdict.status, later(attempt.checks));
        log.warn({ ...facts(attempt), status: verdict.status }, 'deposit outcome unknown; asking Toss later');
        return;
    }
  };

  const resolve = async (attempt: AttemptRow) =>
    settle(attempt, judgeLookup(await client.lookup(attempt.payment_key), expectedOf(attempt)));

  return {
    settle,
    resolve,
    async reconcile() {
      const due = await ledger.claimDue(deps.now(), LEASE_MS, BATCH);
      for (const attempt of due) {
        try {
          if (attempt.state === 'CANCEL_PENDING') await refund(attempt, attempt.reason ?? '결제 취소');
          else await resolve(attempt);
        } catch (error) {
          // The lease runs out and the next run takes the row again.
          log.warn({ ...facts(attempt), err: error }, 'payment reconciliation failed for one attempt');
        }
      }
      return due.length;
    },
  };
}

const expectedOf = (attempt: AttemptRow) => ({ orderId: attempt.order_id, amount: attempt.amount });
