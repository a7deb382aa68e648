import { bookingAnswerDeadline } from '@wedding/domain/booking-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { PaymentAttemptState } from '../../db/schema/db-enums.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import { recordTransitions } from '../bookings/transitions.ts';
import { REFUND_REASONS } from './payment-verdict.ts';

export type AttemptRow = {
  id: number;
  hold_id: number;
  order_id: string;
  payment_key: string;
  amount: number;
  state: PaymentAttemptState;
  provider_status: string | null;
  reason: string | null;
  checks: number;
};

export type StartAttempt =
  | { ok: true; attempt: AttemptRow }
  | { ok: false; reason: 'expired' | 'in-progress' | 'same-payment' | 'paid' | 'paused' };

/**
 * The deposit ledger (issue 23). Every move is a compare-and-set from an unsettled state, so a request and a
 * reconciler that reach the same answer at once settle a row exactly once; the hold and the slot move in the
 * same transaction as the row.
 */
export type PaymentRepository = {
  /**
   * Records a payment before Toss is called, in its own transaction: the hold's row is locked, must be an ACTIVE,
   * unexpired HOLD with no payment in flight, and is marked `paying`, which stops it lapsing or being cancelled
   * until the payment settles. `checkAfter` is when a reconciler may take the row over from this request.
   */
  start(input: {
    customerId: number;
    holdId: number;
    orderId: string;
    paymentKey: string;
    amount: number;
    now: Date;
    checkAfter: Date;
  }): Promise<StartAttempt>;
  findByPaymentKey(paymentKey: string): Promise<AttemptRow | null>;
  find(id: number): Promise<AttemptRow | null>;
  /** Toss said DONE: the hold becomes a paid booking. 'cannot-book' leaves the row CANCEL_PENDING for a refund. */
  book(id: number, now: Date, providerStatus: string): Promise<'booked' | 'cannot-book' | 'settled-elsewhere'>;
  /** Nothing was taken: the row is FAILED and the hold is given up, so the slot is free again (issue 12). */
  fail(id: number, now: Date, providerStatus: string, reason: string): Promise<boolean>;
  /** Money was (or may be) taken that will not be honoured: the hold is given up and the refund is owed. */
  owe(id: number, now: Date, providerStatus: string, reason: string): Promise<boolean>;
  /** Toss confirmed the cancel (or had cancelled already). */
  refunded(id: number, now: Date, providerStatus: string): Promise<boolean>;
  /** Nobody can tell yet: UNKNOWN until `nextCheckAt`, when a reconciler asks Toss again. */
  unknown(id: number, now: Date, providerStatus: string, nextCheckAt: Date): Promise<boolean>;
  /** A cancel that did not go through is tried again at `nextCheckAt`. */
  retryCancelAt(id: number, now: Date, providerStatus: string, nextCheckAt: Date): Promise<void>;
  /**
   * Takes up to `limit` unsettled rows that are due, for `leaseMs`: their next check moves forward at once, so
   * several processes running the reconciler never ask about the same row together (SKIP LOCKED).
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<AttemptRow[]>;
};

const COLUMNS = sql.raw('id, hold_id, order_id, payment_key, amount, state, provider_status, reason, checks');
const UNSETTLED = sql.raw(`('PENDING', 'UNKNOWN', 'CANCEL_PENDING')`);
const OPEN = sql.raw(`('PENDING', 'UNKNOWN')`);
const asRow = (row: AttemptRow): AttemptRow => ({ ...row, id: Number(row.id), hold_id: Number(row.hold_id) });

/**
 * Runs in the transaction that made a hold a PAID booking: the hall's new-request notice and the booking's
 * reminder commit with the booking (issue 28).
 */
export type AfterBooked = (tx: Db, holdId: number, at: Date) => Promise<void>;

export function createPaymentRepository(db: Db, afterBooked?: AfterBooked): PaymentRepository {
  /** Gives up the hold of a settled attempt and frees its slot (the slot rows after the hold, as everywhere). */
  const releaseHold = async (tx: Db, holdId: number, now: Date) => {
    // A payment that fails ends the hold as the couple's own (no one else acted): the slot is free again.
    const [hold] = await queryRows<{ wedding_day_id: number }>(
      tx,
      sql`UPDATE slot_holds SET state = 'CANCELLED_BY_COUPLE', reason_code = 'PAYMENT_FAILED', paying = false,
            updated_at = ${now}
          WHERE id = ${holdId} AND state = 'HOLD' RETURNING wedding_day_id`,
    );
    if (hold) {
      await tx.execute(
        sql`UPDATE wedding_days SET state = 'OPEN' WHERE id = ${hold.wedding_day_id} AND state = 'HELD'`,
      );
      await recordTransitions(tx, [
        {
          kind: 'SLOT',
          id: holdId,
          from: 'HOLD',
          to: 'CANCELLED_BY_COUPLE',
          actor: 'SYSTEM',
          reasonCode: 'PAYMENT_FAILED',
          at: now,
        },
      ]);
    }
    // A hold that is already something else only stops waiting for its payment.
    else await tx.execute(sql`UPDATE slot_holds SET paying = false WHERE id = ${holdId}`);
  };

  /** Moves an attempt from one of `from` to `to`; the row when this call made the move. */
  const move = async (tx: Db, id: number, from: typeof OPEN, to: PaymentAttemptState, set: ReturnType<typeof sql>) => {
    const [row] = await queryRows<AttemptRow>(
      tx,
      sql`UPDATE payment_attempts SET state = ${to}, ${set}
          WHERE id = ${id} AND state IN ${from} RETURNING ${COLUMNS}`,
    );
    return row ? asRow(row) : null;
  };

  /** One settling move of an attempt and, when this call made it, the hold given up in the same transaction. */
  const settleAndRelease = (
    id: number,
    from: typeof OPEN,
    to: PaymentAttemptState,
    set: ReturnType<typeof sql>,
    now: Date,
  ) =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await move(tx, id, from, to, set);
      if (row) await releaseHold(tx, row.hold_id, now);
      return row !== null;
    });

  return {
    start({ customerId, holdId, orderId, paymentKey, amount, now, checkAfter }) {
      return db
        .transaction(async (txn): Promise<StartAttempt> => {
          const tx = txn as unknown as Db;
          const [hold] = await queryRows<{
            kind: string;
            state: string;
            expires_at: Date | null;
            paying: boolean;
            paid_at: Date | null;
          }>(
            tx,
            sql`SELECT kind, state, expires_at, paying, paid_at FROM slot_holds
                WHERE id = ${holdId} AND customer_id = ${customerId} FOR UPDATE`,
          );
          if (hold?.paid_at) return { ok: false, reason: 'paid' };
          if (hold?.paying) return { ok: false, reason: 'in-progress' };
          if (hold?.state !== 'HOLD' || new Date(hold.expires_at!) <= now) return { ok: false, reason: 'expired' };
          // A partner an operator paused takes no new booking (issue 29 §4): refused before Toss is asked. The row
          // is shared-locked, so a pause at this moment waits for the attempt or is seen here.
          const [partner] = await queryRows<{ paused: boolean }>(
            tx,
            sql`SELECT p.paused_at IS NOT NULL AS paused FROM slot_holds h
                JOIN wedding_days w ON w.id = h.wedding_day_id JOIN partners p ON p.id = w.partner_id
                WHERE h.id = ${holdId} FOR SHARE OF p`,
          );
          if (partner?.paused) return { ok: false, reason: 'paused' };
          const [row] = await queryRows<AttemptRow>(
            tx,
            sql`INSERT INTO payment_attempts (hold_id, order_id, payment_key, amount, state, next_check_at, updated_at)
                VALUES (${holdId}, ${orderId}, ${paymentKey}, ${amount}, 'PENDING', ${checkAfter}, ${now})
                RETURNING ${COLUMNS}`,
          );
          await tx.execute(sql`UPDATE slot_holds SET paying = true, updated_at = ${now} WHERE id = ${holdId}`);
          return { ok: true, attempt: asRow(row!) };
        })
        .catch((error: unknown): StartAttempt => {
          const violated = violatedUniqueConstraint(error);
          if (violated === 'payment_attempts_payment_key_unique') return { ok: false, reason: 'same-payment' };
          if (violated === 'payment_attempts_one_in_flight_key') return { ok: false, reason: 'in-progress' };
          throw error;
        });
    },

    async findByPaymentKey(paymentKey) {
      const [row] = await queryRows<AttemptRow>(
        db,
        sql`SELECT ${COLUMNS} FROM payment_attempts WHERE payment_key = ${paymentKey}`,
      );
      return row ? asRow(row) : null;
    },

    async find(id) {
      const [row] = await queryRows<AttemptRow>(db, sql`SELECT ${COLUMNS} FROM payment_attempts WHERE id = ${id}`);
      return row ? asRow(row) : null;
    },

    book(id, now, providerStatus) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const row = await move(
          tx,
          id,
          OPEN,
          'CONFIRMED',
          sql`provider_status = ${providerStatus}, updated_at = ${now}`,
        );
        if (!row) return 'settled-elsewhere' as const;
        const [hold] = await queryRows<{ wedding_day_id: number }>(
          tx,
          sql`UPDATE slot_holds SET kind = 'BOOKING', state = 'PAID', expires_at = NULL, paid_at = ${now},
                payment_key = ${row.payment_key}, answer_due_at = ${bookingAnswerDeadline(now)}, paying = false,
                updated_at = ${now}
              WHERE id = ${row.hold_id} AND state = 'HOLD' AND paying
              RETURNING wedding_day_id`,
        );
        if (hold) {
          await tx.execute(sql`UPDATE wedding_days SET state = 'BOOKED' WHERE id = ${hold.wedding_day_id}`);
          await recordTransitions(tx, [
            { kind: 'SLOT', id: row.hold_id, from: 'HOLD', to: 'PAID', actor: 'COUPLE', at: now },
          ]);
          await afterBooked?.(tx, row.hold_id, now);
          return 'booked' as const;
        }
        // The hold is no longer there to book (never expected while `paying` holds it): the money goes back.
        await tx.execute(
          sql`UPDATE payment_attempts SET state = 'CANCEL_PENDING', reason = ${REFUND_REASONS.NO_HOLD_TO_BOOK}, next_check_at = ${now}
              WHERE id = ${id}`,
        );
        await releaseHold(tx, row.hold_id, now);
        return 'cannot-book' as const;
      });
    },

    fail: (id, now, providerStatus, reason) =>
      settleAndRelease(
        id,
        OPEN,
        'FAILED',
        sql`provider_status = ${providerStatus}, reason = ${reason}, updated_at = ${now}`,
        now,
      ),

    owe: (id, now, providerStatus, reason) =>
      settleAndRelease(
        id,
        OPEN,
        'CANCEL_PENDING',
        sql`provider_status = ${providerStatus}, reason = ${reason}, next_check_at = ${now}, updated_at = ${now}`,
        now,
      ),

    refunded: (id, now, providerStatus) =>
      settleAndRelease(
        id,
        UNSETTLED,
        'CANCELLED',
        sql`provider_status = ${providerStatus}, reason = coalesce(reason, '토스에서 이미 취소된 결제'), updated_at = ${now}`,
        now,
      ),

    async unknown(id, now, providerStatus, nextCheckAt) {
      const row = await move(
        db,
        id,
        OPEN,
        'UNKNOWN',
        sql`provider_status = ${providerStatus}, next_check_at = ${nextCheckAt}, updated_at = ${now}`,
      );
      return row !== null;
    },

    async retryCancelAt(id, now, providerStatus, nextCheckAt) {
      await db.execute(
        sql`UPDATE payment_attempts SET provider_status = ${providerStatus}, next_check_at = ${nextCheckAt}, updated_at = ${now}
            WHERE id = ${id} AND state = 'CANCEL_PENDING'`,
      );
    },

    async claimDue(now, leaseMs, limit) {
      const rows = await queryRows<AttemptRow>(
        db,
        sql`UPDATE payment_attempts SET next_check_at = ${new Date(now.getTime() + leaseMs)}, checks = checks + 1
            WHERE id IN (
              SELECT id FROM payment_attempts
              WHERE state IN ${UNSETTLED} AND next_check_at <= ${now}
              ORDER BY next_check_at LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            RETURNING ${COLUMNS}`,
      );
      return rows.map(asRow);
    },
  };
}
