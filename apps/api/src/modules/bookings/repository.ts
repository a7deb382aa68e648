import type { RefundState } from '@wedding/domain/booking-labels';
import type { BookingActor, BookingState, VisitState } from '@wedding/domain/booking-lifecycle';
import type { PenaltyRow } from '@wedding/domain/penalty-table';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type AuditEntry, recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import { historyOf, recordTransitions, type TransitionRow } from './transitions.ts';

// The booking lifecycle's reads and moves (issue 27). Every move is one conditional UPDATE (WHERE state = the
// state the service decided from), with its history row, its audit row when staff acted, the slot's reopening
// and the refund owed, all in one transaction: a race, a retried job or a second process cannot apply it twice.

export type VisitRow = {
  id: number;
  customer_id: number;
  partner_id: number;
  partner_uuid: string;
  biz_name: string;
  visit_date: string;
  visit_time: string;
  proposed_visit_date: string | null;
  proposed_visit_time: string | null;
  /** When the hall proposed (while PROPOSED). */
  proposed_at: Date | null;
  state: VisitState;
  answer_due_at: Date | null;
  reason_code: string | null;
  reason_text: string | null;
  expected_min_personnel: number | null;
  expected_max_personnel: number | null;
  hope_wedding_year_months: string[];
  hope_wedding_days_of_the_week: string[];
  hope_wedding_times: string[];
  groom_name: string | null;
  groom_tel: string | null;
  bride_name: string | null;
  bride_tel: string | null;
  requested_by_planner: boolean;
  planner_name: string | null;
  planner_consulting_partner_name: string | null;
  additional_inquiry: string | null;
  created_at: Date;
  /** The calendar file's SEQUENCE (issue 28): grows with each change the couple's calendar must take. */
  calendar_sequence: number;
  /** The hall's address from its profile (the reminder's 주소, the calendar's LOCATION); null when it has none. */
  hall_address: string | null;
  /** The couple's nick: all the hall's notices name them by (issue 28 §6). */
  customer_nick: string | null;
};

export type RefundRow = {
  hold_id: number;
  payment_key: string;
  amount: number;
  penalty: number;
  idempotency_key: string;
  cancel_reason: string;
  state: RefundState;
  tries: number;
  created_at: Date;
  refunded_at: Date | null;
};

export type SlotRow = {
  id: number;
  customer_id: number;
  partner_id: number;
  partner_uuid: string;
  biz_name: string;
  hall_name: string;
  wedding_day_id: number;
  wedding_date: string;
  wedding_time: string;
  final_price: number;
  kind: 'HOLD' | 'BOOKING';
  state: BookingState;
  expires_at: Date | null;
  answer_due_at: Date | null;
  payment_amount: number;
  paid_at: Date | null;
  payment_key: string | null;
  paying: boolean;
  reason_code: string | null;
  reason_text: string | null;
  created_at: Date;
  refund: RefundRow | null;
  /** The couple's nick: the only name the hall's notices carry (issue 28 §6). */
  customer_nick: string | null;
};

export type InboxFilter = { states: readonly string[] | null; from?: string; to?: string };

/** One move decided by the service: the row must still be in `from`. */
type Move<S extends string, R> = {
  id: number;
  from: S;
  to: S;
  actor: BookingActor;
  at: Date;
  staff?: Pick<StaffPrincipal, 'id' | 'partner'> | null;
  reasonCode?: string | null;
  reasonText?: string | null;
  audit?: AuditEntry;
  /**
   * Runs in the move's transaction after it applied (not when the row had moved on): the jobs the move owes are
   * queued there, so they commit or roll back with it (decision 0045's transactional send).
   */
  afterMove?: (tx: Db, moved: R) => Promise<void>;
};

export type VisitMove = Move<VisitState, VisitRow> & {
  /** Columns set with the state: the proposal, the accepted time, the cleared deadline. */
  set?: {
    visitDate?: string;
    visitTime?: string;
    proposedVisitDate?: string | null;
    proposedVisitTime?: string | null;
    proposedAt?: Date | null;
    answerDueAt?: Date | null;
    /** The couple's calendar must take this move (a new time, or the end of a confirmed visit): SEQUENCE + 1. */
    bumpCalendar?: boolean;
  };
  /**
   * The hour the move makes the visit hold (a proposal): checked against the hall's capacity under a lock on the
   * hall's row, counting every other open visit on the hour it holds. The move is not made when it is full.
   */
  room?: { partnerId: number; date: string; time: string; capacity: number };
};

export type SlotMove = Move<BookingState, SlotRow> & {
  /** The slot opens again (bookingReleasesSlot). */
  releasesSlot: boolean;
  /** The refund owed, written with the move (one per booking). */
  refund?: { paymentKey: string; amount: number; penalty: number; reason: string } | null;
};

export type BookingRepository = {
  /** The visits of these customers (a linked couple's household, issue 30 §1). */
  customerVisits(customerIds: readonly number[]): Promise<VisitRow[]>;
  /** The live holds and bookings of these customers (a linked couple's household). */
  customerSlots(customerIds: readonly number[]): Promise<SlotRow[]>;
  partnerVisits(partnerId: number, filter: InboxFilter): Promise<VisitRow[]>;
  partnerSlots(partnerId: number, filter: InboxFilter): Promise<SlotRow[]>;
  countWaiting(partnerId: number): Promise<{ visits: number; bookings: number }>;
  findVisit(id: number): Promise<VisitRow | null>;
  findSlot(id: number): Promise<SlotRow | null>;
  history(kind: 'VISIT' | 'SLOT', ids: readonly number[]): Promise<Map<number, TransitionRow[]>>;
  /** The hall's disclosed penalty table (empty when it has none). */
  penalties(partnerId: number): Promise<PenaltyRow[]>;
  /**
   * The move, or null when the row was no longer in `from` (someone else moved it first), or 'full' when the hour
   * of `move.room` has no place left.
   */
  moveVisit(move: VisitMove): Promise<VisitRow | null | 'full'>;
  /** The visit as `tx` sees it (a notice written inside another module's transaction). */
  findVisitIn(tx: Db, id: number): Promise<VisitRow | null>;
  /** Runs `work` in one transaction (a job's notice, written through the outbox in it). */
  withTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  moveSlot(move: SlotMove): Promise<SlotRow | null>;
  /** Ids due by `now`: REQUESTED or PROPOSED visits, PAID or REQUESTED bookings past their answer deadline. */
  dueVisits(now: Date, limit: number): Promise<number[]>;
  dueSlots(now: Date, limit: number): Promise<number[]>;
  /** Refunds still pending, created before `before`, not held by a running call. */
  pendingRefunds(now: Date, before: Date, limit: number): Promise<number[]>;
  findRefund(holdId: number): Promise<RefundRow | null>;
  /** Takes the refund for one Toss call until `until`; false when it is REFUNDED or another call holds it. */
  claimRefund(holdId: number, now: Date, until: Date): Promise<boolean>;
  /**
   * Toss confirmed: REFUNDED at `at` (once). `afterRefund` runs in that UPDATE's transaction with the booking, only
   * when this call made the move: the couple's notice commits with it, and a second run tells nobody.
   */
  refunded(holdId: number, at: Date, afterRefund?: (tx: Db, row: SlotRow) => Promise<void>): Promise<boolean>;
  /** Reads one slot booking in a transaction and runs `act` there (null when there is none): a job's re-read. */
  withSlot(id: number, act: (tx: Db, row: SlotRow | null) => Promise<void>): Promise<void>;
  /** Toss did not confirm: the failure is noted and the claim let go for the retry. */
  refundFailed(holdId: number, error: string): Promise<void>;
};

const VISIT_SELECT = sql.raw(`
  SELECT v.id, v.customer_id, v.partner_id, p.uuid::text AS partner_uuid, p.biz_name, v.visit_date::text AS visit_date,
    v.visit_time::text AS visit_time, v.proposed_visit_date::text AS proposed_visit_date,
    v.proposed_visit_time::text AS proposed_visit_time, v.proposed_at, v.state, v.answer_due_at, v.reason_code, v.reason_text,
    v.expected_min_personnel, v.expected_max_personnel, v.hope_wedding_year_months, v.hope_wedding_days_of_the_week,
    v.hope_wedding_times, v.groom_name, v.groom_tel, v.bride_name, v.bride_tel, v.requested_by_planner,
    v.planner_name, v.planner_consulting_partner_name, v.additional_inquiry, v.created_at, v.calendar_sequence,
    nullif(concat_ws(' ', nullif(pp.address, ''), nullif(pp.address2, '')), '') AS hall_address, c.nick AS customer_nick
  FROM visit_reservations v JOIN partners p ON p.id = v.partner_id
  LEFT JOIN partner_profiles pp ON pp.partner_id = v.partner_id
  LEFT JOIN customers c ON c.id = v.customer_id`);

const SLOT_SELECT = sql.raw(`
  SELECT h.id, h.customer_id, w.partner_id, p.uuid::text AS partner_uuid, p.biz_name, coalesce(ih.name, '') AS hall_name,
    h.wedding_day_id, w.wedding_date::text AS wedding_date, to_char(w.wedding_time, 'HH24:MI') AS wedding_time,
    w.final_price, h.kind, h.state, h.expires_at, h.answer_due_at, h.payment_amount, h.paid_at, h.payment_key,
    h.paying, h.reason_code, h.reason_text, h.created_at, cu.nick AS customer_nick,
    CASE WHEN r.hold_id IS NULL THEN NULL ELSE json_build_object(
      'hold_id', r.hold_id, 'payment_key', r.payment_key, 'amount', r.amount, 'penalty', r.penalty,
      'idempotency_key', r.idempotency_key, 'cancel_reason', r.cancel_reason, 'state', r.state, 'tries', r.tries,
      'created_at', r.created_at, 'refunded_at', r.refunded_at) END AS refund
  FROM slot_holds h
  JOIN wedding_days w ON w.id = h.wedding_day_id
  JOIN partners p ON p.id = w.partner_id
  JOIN customers cu ON cu.id = h.customer_id
  LEFT JOIN individual_halls ih ON ih.id = w.individual_hall_id
  LEFT JOIN booking_refunds r ON r.hold_id = h.id`);

const asVisit = (r: VisitRow): VisitRow => ({
  ...r,
  id: Number(r.id),
  answer_due_at: r.answer_due_at && new Date(r.answer_due_at),
  proposed_at: r.proposed_at && new Date(r.proposed_at),
  created_at: new Date(r.created_at),
  calendar_sequence: Number(r.calendar_sequence ?? 0),
});
const asSlot = (r: SlotRow): SlotRow => ({
  ...r,
  id: Number(r.id),
  customer_id: Number(r.customer_id),
  partner_id: Number(r.partner_id),
  wedding_day_id: Number(r.wedding_day_id),
  expires_at: r.expires_at && new Date(r.expires_at),
  answer_due_at: r.answer_due_at && new Date(r.answer_due_at),
  paid_at: r.paid_at && new Date(r.paid_at),
  created_at: new Date(r.created_at),
  refund: r.refund && {
    ...r.refund,
    hold_id: Number(r.refund.hold_id),
    created_at: new Date(r.refund.created_at),
    refunded_at: r.refund.refunded_at && new Date(r.refund.refunded_at),
  },
});

const inList = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const filterSql = (column: string, stateColumn: string, filter: InboxFilter): SQL => {
  const parts: SQL[] = [];
  if (filter.states) parts.push(sql`${sql.raw(stateColumn)} IN ${inList(filter.states)}`);
  if (filter.from) parts.push(sql`${sql.raw(column)} >= ${filter.from}`);
  if (filter.to) parts.push(sql`${sql.raw(column)} <= ${filter.to}`);
  return parts.length === 0 ? sql`` : sql` AND ${sql.join(parts, sql` AND `)}`;
};

const INBOX_LIMIT = 200;

/** One slot booking read in the caller's transaction (a hold's move reaching the hall tells it from there). */
export async function findSlotIn(tx: Db, id: number): Promise<SlotRow | null> {
  const [row] = await queryRows<SlotRow>(tx, sql`${SLOT_SELECT} WHERE h.id = ${id}`);
  return row ? asSlot(row) : null;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export function createBookingRepository(db: Db): BookingRepository {
  const findVisit = async (tx: Db, id: number) => {
    const [row] = await queryRows<VisitRow>(tx, sql`${VISIT_SELECT} WHERE v.id = ${id}`);
    return row ? asVisit(row) : null;
  };
  const findSlot = findSlotIn;
  const audit = async (tx: Db, move: Pick<Move<string, never>, 'staff' | 'audit'>) => {
    if (move.staff && move.audit) await recordAudit(tx, move.staff, move.audit);
  };

  return {
    async customerVisits(customerIds) {
      const rows = await queryRows<VisitRow>(
        db,
        sql`${VISIT_SELECT} WHERE v.customer_id = ANY(${intArray(customerIds)})
            ORDER BY v.state IN ('REQUESTED', 'PROPOSED', 'CONFIRMED') DESC, v.visit_date DESC, v.id DESC LIMIT 100`,
      );
      return rows.map(asVisit);
    },

    async customerSlots(customerIds) {
      // A hold that never became a booking is not a booking: only holds still live, and every booking.
      const rows = await queryRows<SlotRow>(
        db,
        sql`${SLOT_SELECT} WHERE h.customer_id = ANY(${intArray(customerIds)}) AND (h.kind = 'BOOKING' OR h.state = 'HOLD')
            ORDER BY h.state IN ('HOLD', 'PAID', 'REQUESTED', 'CONFIRMED') DESC, w.wedding_date DESC, h.id DESC
            LIMIT 100`,
      );
      return rows.map(asSlot);
    },

    async partnerVisits(partnerId, filter) {
      const rows = await queryRows<VisitRow>(
        db,
        sql`${VISIT_SELECT} WHERE v.partner_id = ${partnerId}${filterSql('v.visit_date', 'v.state', filter)}
            ORDER BY v.state = 'REQUESTED' DESC, v.answer_due_at ASC NULLS LAST, v.visit_date DESC, v.id DESC
            LIMIT ${INBOX_LIMIT}`,
      );
      return rows.map(asVisit);
    },

    async partnerSlots(partnerId, filter) {
      // The hall sees bookings (paid or requested), never a couple's 10-minute hold.
      const rows = await queryRows<SlotRow>(
        db,
        sql`${SLOT_SELECT} WHERE w.partner_id = ${partnerId} AND h.kind = 'BOOKING'${filterSql('w.wedding_date', 'h.state', filter)}
            ORDER BY h.state IN ('PAID', 'REQUESTED') DESC, h.answer_due_at ASC NULLS LAST, w.wedding_date DESC, h.id DESC
            LIMIT ${INBOX_LIMIT}`,
      );
      return rows.map(asSlot);
    },

    async countWaiting(partnerId) {
      const [row] = await queryRows<{ visits: number; bookings: number }>(
        db,
        sql`SELECT
              (SELECT count(*)::int FROM visit_reservations WHERE partner_id = ${partnerId} AND state = 'REQUESTED') AS visits,
              (SELECT count(*)::int FROM slot_holds h JOIN wedding_days w ON w.id = h.wedding_day_id
                WHERE w.partner_id = ${partnerId} AND h.state IN ('PAID', 'REQUESTED')) AS bookings`,
      );
      return { visits: Number(row?.visits ?? 0), bookings: Number(row?.bookings ?? 0) };
    },

    findVisit: (id) => findVisit(db, id),
    findVisitIn: (tx, id) => findVisit(tx, id),
    withTransaction: (work) => db.transaction((tx) => work(tx as unknown as Db)),
    findSlot: (id) => findSlot(db, id),
    history: (kind, ids) => historyOf(db, kind, ids),

    async penalties(partnerId) {
      const [row] = await queryRows<{ penalties: PenaltyRow[] }>(
        db,
        sql`SELECT penalties FROM price_disclosures WHERE partner_id = ${partnerId}`,
      );
      return row?.penalties ?? [];
    },

    moveVisit(move) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const set = move.set ?? {};
        if (move.room) {
          const room = move.room;
          // The same lock the couple's request takes (visit-booking's insertIfRoom): one place, one taker.
          await tx.execute(sql`SELECT id FROM partners WHERE id = ${room.partnerId} FOR UPDATE`);
          const [taken] = await queryRows<{ n: number }>(
            tx,
            sql`SELECT count(*)::int AS n FROM visit_reservations
                WHERE partner_id = ${room.partnerId} AND id <> ${move.id} AND state IN ('REQUESTED', 'PROPOSED', 'CONFIRMED')
                  AND (CASE WHEN state = 'PROPOSED' AND proposed_visit_date IS NOT NULL THEN proposed_visit_date ELSE visit_date END) = ${room.date}::date
                  AND (CASE WHEN state = 'PROPOSED' AND proposed_visit_time IS NOT NULL THEN proposed_visit_time ELSE visit_time END) = ${room.time}::time`,
          );
          if (Number(taken?.n ?? 0) >= room.capacity) return 'full' as const;
        }
        const assignments: SQL[] = [sql`state = ${move.to}`, sql`updated_at = ${move.at}`];
        if (move.reasonCode !== undefined) assignments.push(sql`reason_code = ${move.reasonCode}`);
        if (move.reasonText !== undefined) assignments.push(sql`reason_text = ${move.reasonText}`);
        if (set.visitDate !== undefined) assignments.push(sql`visit_date = ${set.visitDate}`);
        if (set.visitTime !== undefined) assignments.push(sql`visit_time = ${set.visitTime}`);
        if (set.proposedVisitDate !== undefined) assignments.push(sql`proposed_visit_date = ${set.proposedVisitDate}`);
        if (set.proposedVisitTime !== undefined) assignments.push(sql`proposed_visit_time = ${set.proposedVisitTime}`);
        if (set.proposedAt !== undefined) assignments.push(sql`proposed_at = ${set.proposedAt}`);
        if (set.answerDueAt !== undefined) assignments.push(sql`answer_due_at = ${set.answerDueAt}`);
        if (set.bumpCalendar) assignments.push(sql`calendar_sequence = calendar_sequence + 1`);
        const moved = await queryRows<{ id: number }>(
          tx,
          sql`UPDATE visit_reservations SET ${sql.join(assignments, sql`, `)}
              WHERE id = ${move.id} AND state = ${move.from} RETURNING id`,
        );
        if (moved.length === 0) return null;
        await recordTransitions(tx, [
          {
            kind: 'VISIT',
            id: move.id,
            from: move.from,
            to: move.to,
            actor: move.actor,
            staffId: move.staff?.id ?? null,
            reasonCode: move.reasonCode ?? null,
            reasonText: move.reasonText ?? null,
            at: move.at,
          },
        ]);
        await audit(tx, move);
        const row = await findVisit(tx, move.id);
        if (row) await move.afterMove?.(tx, row);
        return row;
      });
    },

    moveSlot(move) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const assignments: SQL[] = [sql`state = ${move.to}`, sql`updated_at = ${move.at}`];
        if (move.reasonCode !== undefined) assignments.push(sql`reason_code = ${move.reasonCode}`);
        if (move.reasonText !== undefined) assignments.push(sql`reason_text = ${move.reasonText}`);
        // The deadline ends with the wait: once answered or ended, nothing is due.
        assignments.push(sql`answer_due_at = NULL`);
        // A payment in flight freezes the row (issue 23): it moves when the payment settles.
        const moved = await queryRows<{ wedding_day_id: number }>(
          tx,
          sql`UPDATE slot_holds SET ${sql.join(assignments, sql`, `)}
              WHERE id = ${move.id} AND state = ${move.from} AND NOT paying RETURNING wedding_day_id`,
        );
        if (moved.length === 0) return null;
        if (move.releasesSlot)
          await tx.execute(
            sql`UPDATE wedding_days SET state = 'OPEN' WHERE id = ${moved[0]!.wedding_day_id} AND state IN ('HELD', 'BOOKED')`,
          );
        if (move.refund && move.refund.amount > 0)
          await tx.execute(
            sql`INSERT INTO booking_refunds (hold_id, payment_key, amount, penalty, idempotency_key, cancel_reason, created_at)
                VALUES (${move.id}, ${move.refund.paymentKey}, ${move.refund.amount}, ${move.refund.penalty},
                  ${`refund-${move.id}`}, ${move.refund.reason}, ${move.at})
                ON CONFLICT (hold_id) DO NOTHING`,
          );
        await recordTransitions(tx, [
          {
            kind: 'SLOT',
            id: move.id,
            from: move.from,
            to: move.to,
            actor: move.actor,
            staffId: move.staff?.id ?? null,
            reasonCode: move.reasonCode ?? null,
            reasonText: move.reasonText ?? null,
            at: move.at,
          },
        ]);
        await audit(tx, move);
        const row = await findSlot(tx, move.id);
        if (row) await move.afterMove?.(tx, row);
        return row;
      });
    },

    async dueVisits(now, limit) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM visit_reservations WHERE state IN ('REQUESTED', 'PROPOSED') AND answer_due_at <= ${now}
            ORDER BY answer_due_at LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },

    async dueSlots(now, limit) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM slot_holds WHERE state IN ('PAID', 'REQUESTED') AND answer_due_at <= ${now} AND NOT paying
            ORDER BY answer_due_at LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },

    async pendingRefunds(now, before, limit) {
      const rows = await queryRows<{ hold_id: number }>(
        db,
        sql`SELECT hold_id FROM booking_refunds
            WHERE state = 'REFUND_PENDING' AND created_at <= ${before} AND (claimed_until IS NULL OR claimed_until <= ${now})
            ORDER BY created_at LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.hold_id));
    },

    async findRefund(holdId) {
      const [row] = await queryRows<RefundRow>(
        db,
        sql`SELECT hold_id, payment_key, amount, penalty, idempotency_key, cancel_reason, state, tries, created_at, refunded_at
            FROM booking_refunds WHERE hold_id = ${holdId}`,
      );
      return row ? { ...row, hold_id: Number(row.hold_id) } : null;
    },

    async claimRefund(holdId, now, until) {
      const rows = await queryRows(
        db,
        sql`UPDATE booking_refunds SET claimed_until = ${until}, tries = tries + 1
            WHERE hold_id = ${holdId} AND state = 'REFUND_PENDING' AND (claimed_until IS NULL OR claimed_until <= ${now})
            RETURNING hold_id`,
      );
      return rows.length > 0;
    },

    refunded(holdId, at, afterRefund) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const rows = await queryRows(
          tx,
          sql`UPDATE booking_refunds SET state = 'REFUNDED', refunded_at = ${at}, claimed_until = NULL, last_error = NULL
              WHERE hold_id = ${holdId} AND state = 'REFUND_PENDING' RETURNING hold_id`,
        );
        if (rows.length === 0) return false;
        const row = afterRefund ? await findSlot(tx, holdId) : null;
        if (row) await afterRefund?.(tx, row);
        return true;
      });
    },

    withSlot(id, act) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await act(tx, await findSlot(tx, id));
      });
    },

    async refundFailed(holdId, error) {
      await db.execute(
        sql`UPDATE booking_refunds SET last_error = ${error.slice(0, 500)}, claimed_until = NULL
            WHERE hold_id = ${holdId} AND state = 'REFUND_PENDING'`,
      );
    },
  };
}
