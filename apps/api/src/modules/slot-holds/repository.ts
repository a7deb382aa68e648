import { randomBytes } from 'node:crypto';
import { SYSTEM_REASONS } from '@wedding/domain/booking-labels';
import { type BookingState, bookingAnswerDeadline } from '@wedding/domain/booking-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { PaymentAttemptState } from '../../db/schema/db-enums.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import { recordTransitions } from '../bookings/transitions.ts';

export type HoldRow = {
  id: number;
  wedding_day_id: number;
  customer_id: number;
  kind: 'HOLD' | 'BOOKING';
  /** The slot booking machine's state (issue 27). */
  state: BookingState;
  expires_at: Date | null;
  /** While PAID or REQUESTED: when the hall must have answered. */
  answer_due_at: Date | null;
  payment_amount: number;
  order_id: string | null;
  paid_at: Date | null;
  /** A payment of this hold is in flight: it neither lapses nor can be cancelled until the payment settles. */
  paying: boolean;
  /** The state of the hold's latest payment attempt, when there is one. */
  payment_state: PaymentAttemptState | null;
  created_at: Date;
};

export type HoldAttempt =
  | { ok: true; id: number }
  | {
      ok: false;
      reason:
        | 'not-found'
        | 'not-available'
        | 'held'
        | 'no-contract'
        | 'no-disclosure'
        | 'limit'
        | 'same-hall'
        | 'paused';
    }
  | { ok: false; reason: 'too-many'; retryAfterMs: number };

export type HoldRepository = {
  /**
   * Holds one slot until `expiresAt`, in one transaction: the slot's row is locked first (so concurrent attempts
   * queue behind each other), a hold of it that has lapsed is expired there and then, and the slot must be OPEN,
   * from `today` on, of a hall that takes contracts. The unique index on ACTIVE holds is the last word.
   * The customer's row is locked before anything else, so one couple's concurrent holds are counted one after the
   * other: at most `maxActive` live holds, and none of a hall they already hold (issue 23).
   */
  hold(input: {
    customerId: number;
    weddingDayId: number;
    now: Date;
    expiresAt: Date;
    today: string;
    maxActive: number;
    /** Holds made in the last hour, counted here under the customer's lock so every process agrees. */
    perHour: number;
    /** Runs in the hold's transaction once it is made: its expiry's job is queued there and commits with it. */
    afterHold?: (tx: Db, id: number) => Promise<void>;
  }): Promise<HoldAttempt>;
  find(customerId: number, id: number): Promise<HoldRow | null>;
  /**
   * Turns the customer's unexpired HOLD into a REQUESTED booking (payments off); null when it cannot, 'paused'
   * when an operator paused the hall since the hold was taken (issue 29 §4: no new booking; the hold lapses).
   */
  convert(input: {
    customerId: number;
    id: number;
    now: Date;
    /** Runs in the move's transaction: the hall's deadline job is queued there and commits with it. */
    afterConvert?: (tx: Db, row: HoldRow) => Promise<void>;
  }): Promise<HoldRow | 'paused' | null>;
  /**
   * Cancels the customer's HOLD or unpaid REQUESTED booking and frees the slot; null when there is none.
   * A paid booking is never cancelled here: its deposit is refunded by the hall's policy, not by a tap; nor is a
   * hold whose payment is in flight.
   */
  cancel(
    customerId: number,
    id: number,
    now: Date,
    /** Runs in the cancel's transaction when a REQUESTED booking (not a mere hold) was cancelled: the hall is told. */
    afterRequestCancelled?: (tx: Db, id: number) => Promise<void>,
  ): Promise<HoldRow | null>;
  /** Expires every lapsed hold (or only `id`) and frees its slot; the ids expired. */
  expireStale(now: Date, id?: number): Promise<number[]>;
};

const HOLD_COLUMNS = sql.raw(
  'id, wedding_day_id, customer_id, kind, state, expires_at, answer_due_at, payment_amount, order_id, paid_at, paying, created_at',
);
const LATEST_PAYMENT_STATE = sql.raw(
  '(SELECT a.state FROM payment_attempts a WHERE a.hold_id = slot_holds.id ORDER BY a.id DESC LIMIT 1) AS payment_state',
);
/** A hold that still keeps its slot: unexpired, or frozen by a payment in flight. */
const LIVE_HOLD = sql.raw(`state = 'HOLD'`);
const lapsedMoves = (ids: { id: number }[], at: Date) =>
  ids.map((r) => ({
    kind: 'SLOT' as const,
    id: Number(r.id),
    from: 'HOLD',
    to: 'EXPIRED',
    actor: 'SYSTEM' as const,
    reasonCode: SYSTEM_REASONS.HOLD_LAPSED,
    at,
  }));

const HOUR_MS = 60 * 60_000;
/** A Toss order id: 6–64 characters of letters, digits, '-' and '_'. */
const newOrderId = () => `hold-${randomBytes(12).toString('hex')}`;

export function createHoldRepository(db: Db): HoldRepository {
  return {
    hold({ customerId, weddingDayId, now, expiresAt, today, maxActive, perHour, afterHold }) {
      return db
        .transaction(async (txn) => {
          const tx = txn as unknown as Db;
          // Lock order: the customer, then the slot, then the holds.
          await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR UPDATE`);
          const hourAgo = new Date(now.getTime() - HOUR_MS);
          const [recent] = await queryRows<{ n: number; oldest: Date | null }>(
            tx,
            sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM slot_holds
                WHERE customer_id = ${customerId} AND created_at > ${hourAgo}`,
          );
          if (recent && recent.n >= perHour)
            return {
              ok: false,
              reason: 'too-many',
              retryAfterMs: Math.max(1000, new Date(recent.oldest!).getTime() + HOUR_MS - now.getTime()),
            } as const;
          const [slot] = await queryRows<{
            state: string;
            wedding_date: string;
            contract_used: boolean;
            disclosed: boolean;
            deposit: number;
            partner_id: number;
            paused: boolean;
          }>(
            tx,
            // The partner row is shared-locked so an operator's pause (issue 29 §4) waits for this hold or is seen.
            sql`SELECT w.state, w.wedding_date::text AS wedding_date, p.contract_used, p.deposit, p.id AS partner_id,
                  p.paused_at IS NOT NULL AS paused,
                  EXISTS (SELECT 1 FROM price_disclosures d WHERE d.partner_id = p.id) AS disclosed
                FROM wedding_days w JOIN partners p ON p.id = w.partner_id
                WHERE w.id = ${weddingDayId} FOR UPDATE OF w FOR SHARE OF p`,
          );
          if (!slot) return { ok: false, reason: 'not-found' } as const;
          if (slot.paused) return { ok: false, reason: 'paused' } as const;
          let state = slot.state;
          const lapsed = await queryRows<{ id: number }>(
            tx,
            sql`UPDATE slot_holds SET state = 'EXPIRED', reason_code = ${SYSTEM_REASONS.HOLD_LAPSED}, updated_at = ${now}
                WHERE wedding_day_id = ${weddingDayId} AND ${LIVE_HOLD} AND expires_at <= ${now} AND NOT paying
                RETURNING id`,
          );
          await recordTransitions(tx, lapsedMoves(lapsed, now));
          if (lapsed.length > 0 && state === 'HELD') {
            await tx.execute(sql`UPDATE wedding_days SET state = 'OPEN' WHERE id = ${weddingDayId}`);
            state = 'OPEN';
          }
          if (!slot.contract_used) return { ok: false, reason: 'no-contract' } as const;
          // The 고시 (issue 26 §3): no deposit before the couple can read the hall's prices and penalties.
          if (!slot.disclosed) return { ok: false, reason: 'no-disclosure' } as const;
          if (state === 'HELD') return { ok: false, reason: 'held' } as const;
          if (state !== 'OPEN' || slot.wedding_date < today) return { ok: false, reason: 'not-available' } as const;
          const mine = await queryRows<{ partner_id: number }>(
            tx,
            sql`SELECT w.partner_id FROM slot_holds h JOIN wedding_days w ON w.id = h.wedding_day_id
                WHERE h.customer_id = ${customerId} AND h.state = 'HOLD'
                  AND (h.expires_at > ${now} OR h.paying)`,
          );
          if (mine.some((h) => Number(h.partner_id) === Number(slot.partner_id)))
            return { ok: false, reason: 'same-hall' } as const;
          if (mine.length >= maxActive) return { ok: false, reason: 'limit' } as const;
          const [created] = await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO slot_holds (wedding_day_id, customer_id, kind, state, expires_at, payment_amount, order_id, created_at)
                VALUES (${weddingDayId}, ${customerId}, 'HOLD', 'HOLD', ${expiresAt}, ${slot.deposit}, ${newOrderId()}, ${now})
                RETURNING id`,
          );
          await recordTransitions(tx, [
            { kind: 'SLOT', id: Number(created!.id), from: null, to: 'HOLD', actor: 'COUPLE', at: now },
          ]);
          await tx.execute(sql`UPDATE wedding_days SET state = 'HELD' WHERE id = ${weddingDayId}`);
          await afterHold?.(tx, Number(created!.id));
          return { ok: true, id: Number(created!.id) } as const;
        })
        .catch((error: unknown) => {
          if (violatedUniqueConstraint(error) === 'slot_holds_one_active_key')
            return { ok: false, reason: 'held' } as const;
          throw error;
        });
    },

    async find(customerId, id) {
      const [row] = await queryRows<HoldRow>(
        db,
        sql`SELECT ${HOLD_COLUMNS}, ${LATEST_PAYMENT_STATE} FROM slot_holds WHERE id = ${id} AND customer_id = ${customerId}`,
      );
      return row ?? null;
    },

    convert({ customerId, id, now, afterConvert }) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // The partner row is shared-locked, as a new hold does: an operator's pause waits for this request or is
        // seen by it (issue 29 §4, decision 0059).
        const [partner] = await queryRows<{ paused: boolean }>(
          tx,
          sql`SELECT p.paused_at IS NOT NULL AS paused
              FROM slot_holds h JOIN wedding_days w ON w.id = h.wedding_day_id JOIN partners p ON p.id = w.partner_id
              WHERE h.id = ${id} AND h.customer_id = ${customerId} AND h.state = 'HOLD'
              FOR SHARE OF p`,
        );
        if (partner?.paused) return 'paused' as const;
        const [row] = await queryRows<HoldRow>(
          tx,
          sql`UPDATE slot_holds SET kind = 'BOOKING', state = 'REQUESTED', expires_at = NULL,
                answer_due_at = ${bookingAnswerDeadline(now)}, updated_at = ${now}
              WHERE id = ${id} AND customer_id = ${customerId} AND ${LIVE_HOLD} AND expires_at > ${now} AND NOT paying
              RETURNING ${HOLD_COLUMNS}, ${LATEST_PAYMENT_STATE}`,
        );
        if (!row) return null;
        await recordTransitions(tx, [
          { kind: 'SLOT', id: Number(row.id), from: 'HOLD', to: 'REQUESTED', actor: 'COUPLE', at: now },
        ]);
        await tx.execute(sql`UPDATE wedding_days SET state = 'BOOKED' WHERE id = ${row.wedding_day_id}`);
        await afterConvert?.(tx, row);
        return row;
      });
    },

    cancel(customerId, id, now, afterRequestCancelled) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // The state before, read under the row's lock the UPDATE takes next, for the history.
        const [before] = await queryRows<{ state: string }>(
          tx,
          sql`SELECT state FROM slot_holds WHERE id = ${id} AND customer_id = ${customerId} FOR UPDATE`,
        );
        const [row] = await queryRows<HoldRow>(
          tx,
          sql`UPDATE slot_holds SET state = 'CANCELLED_BY_COUPLE', reason_code = ${SYSTEM_REASONS.COUPLE_CANCELLED},
                answer_due_at = NULL, updated_at = ${now}
              WHERE id = ${id} AND customer_id = ${customerId} AND state IN ('HOLD', 'REQUESTED') AND paid_at IS NULL
                AND NOT paying
              RETURNING ${HOLD_COLUMNS}, ${LATEST_PAYMENT_STATE}`,
        );
        if (!row) return null;
        await recordTransitions(tx, [
          {
            kind: 'SLOT',
            id: Number(row.id),
            from: before!.state,
            to: 'CANCELLED_BY_COUPLE',
            actor: 'COUPLE',
            reasonCode: SYSTEM_REASONS.COUPLE_CANCELLED,
            at: now,
          },
        ]);
        await tx.execute(
          sql`UPDATE wedding_days SET state = 'OPEN' WHERE id = ${row.wedding_day_id} AND state IN ('HELD', 'BOOKED')`,
        );
        if (before!.state === 'REQUESTED') await afterRequestCancelled?.(tx, Number(row.id));
        return row;
      });
    },

    async expireStale(now, id) {
      // The slot rows first, then the holds: the same lock order as hold(), so the sweep and a new hold never
      // wait on each other in a cycle.
      const only = id === undefined ? sql`` : sql`AND id = ${id}`;
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(
          sql`UPDATE wedding_days SET state = 'OPEN'
              WHERE state = 'HELD' AND id IN (
                SELECT wedding_day_id FROM slot_holds WHERE ${LIVE_HOLD} AND expires_at <= ${now} AND NOT paying ${only})`,
        );
        // A hold whose payment is in flight waits for the payment: Toss may have taken the money. The UPDATE is
        // conditional on the state, so two processes expiring the same hold move it (and write its history) once.
        const expired = await queryRows<{ id: number }>(
          tx,
          sql`UPDATE slot_holds SET state = 'EXPIRED', reason_code = ${SYSTEM_REASONS.HOLD_LAPSED}, updated_at = ${now}
              WHERE ${LIVE_HOLD} AND expires_at <= ${now} AND NOT paying ${only} RETURNING id`,
        );
        await recordTransitions(tx, lapsedMoves(expired, now));
        return expired.map((r) => Number(r.id));
      });
    },
  };
}
