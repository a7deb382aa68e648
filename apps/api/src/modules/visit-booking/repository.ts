import { SYSTEM_REASONS } from '@wedding/domain/booking-labels';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { OPEN_VISIT_STATES } from '../../db/schema/db-enums.ts';
import { partnerOperationTimes, partnerProfiles, partners, visitReservations } from '../../db/schema/index.ts';
import { recordTransitions } from '../bookings/transitions.ts';

export type VisitHall = {
  id: number;
  uuid: string;
  bizName: string;
  consultingUsed: boolean;
  /** An operator paused the partner (issue 29 §4): no new visit. */
  paused: boolean;
  deposit: number;
  reservationOpenDays: number;
  /** Months ahead a wedding can be hoped for (the profile's; spec §9 default 24). */
  weddingOpenMonths: number;
  capacity: number;
  openings: { dayKey: string; startTime: string; endTime: string }[];
};

export type VisitRow = typeof visitReservations.$inferSelect & { partnerUuid: string; bizName: string };
export type NewVisit = Omit<typeof visitReservations.$inferInsert, 'id' | 'state' | 'createdAt' | 'updatedAt'>;

export type VisitRepository = {
  findHall(partnerId: number): Promise<VisitHall | null>;
  /**
   * Open visits (REQUESTED, PROPOSED, CONFIRMED) per 'YYYY-MM-DD HH:MM' of one hall between two dates, each on the
   * hour it holds (a PROPOSED visit on the proposed hour).
   */
  countBooked(partnerId: number, from: string, to: string): Promise<Map<string, number>>;
  /**
   * Inserts the visit unless its hour is full, under a lock on the hall's row so two customers cannot both take
   * the last place. 'full' when the hour holds `capacity` open visits; a second open visit of the same
   * customer to the same hall fails on the unique index (the caller maps it). The visit is REQUESTED with its
   * answer deadline, and its history (and its deadline's job, through afterInsert) starts in the same transaction.
   */
  insertIfRoom(
    visit: NewVisit,
    capacity: number,
    now: Date,
    /** Runs in the insert's transaction: the hall's deadline job is queued there and commits with the visit. */
    afterInsert?: (tx: Db, id: number) => Promise<void>,
  ): Promise<VisitRow | 'full' | 'paused'>;
  findActive(customerId: number, partnerId: number): Promise<VisitRow | null>;
  listMine(customerId: number): Promise<VisitRow[]>;
  /**
   * Cancels the customer's own open visit; null when there is none with that id. `afterCancel` runs in the
   * cancel's transaction with the state it left (the notices of issue 28).
   */
  cancel(
    customerId: number,
    id: number,
    now: Date,
    afterCancel?: (tx: Db, id: number, from: string) => Promise<void>,
  ): Promise<VisitRow | null>;
  findMine(customerId: number, id: number): Promise<VisitRow | null>;
};

/**
 * The hour an open visit holds: the proposed one while PROPOSED (the hall offered it and keeps it for the couple),
 * else its own. Capacity is counted on these, so a proposal frees the requested hour and takes the proposed one.
 */
export const heldVisitDate = sql<string>`(CASE WHEN ${visitReservations.state} = 'PROPOSED' AND ${visitReservations.proposedVisitDate} IS NOT NULL THEN ${visitReservations.proposedVisitDate} ELSE ${visitReservations.visitDate} END)`;
export const heldVisitTime = sql<string>`(CASE WHEN ${visitReservations.state} = 'PROPOSED' AND ${visitReservations.proposedVisitTime} IS NOT NULL THEN ${visitReservations.proposedVisitTime} ELSE ${visitReservations.visitTime} END)`;

const withHall = {
  visit: visitReservations,
  partnerUuid: partners.uuid,
  bizName: partners.bizName,
};
const flatten = (row: { visit: typeof visitReservations.$inferSelect; partnerUuid: string; bizName: string }) => ({
  ...row.visit,
  partnerUuid: row.partnerUuid,
  bizName: row.bizName,
});

export function createVisitRepository(db: Db): VisitRepository {
  const selectVisits = (tx: Db) =>
    tx.select(withHall).from(visitReservations).innerJoin(partners, eq(partners.id, visitReservations.partnerId));

  return {
    async findHall(partnerId) {
      const [row] = await db
        .select({
          id: partners.id,
          uuid: partners.uuid,
          bizName: partners.bizName,
          consultingUsed: partners.consultingUsed,
          paused: sql<boolean>`${partners.pausedAt} IS NOT NULL`.mapWith(Boolean),
          deposit: partners.deposit,
          reservationOpenDays: partnerProfiles.reservationOpenDays,
          weddingOpenMonths: partnerProfiles.weddingOpenMonths,
          capacity: partnerProfiles.consultingCapacity,
        })
        .from(partners)
        .innerJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
        .where(and(eq(partners.id, partnerId), eq(partners.type, 2)));
      if (!row) return null;
      const openings = await db
        .select({
          dayKey: partnerOperationTimes.dayKey,
          startTime: partnerOperationTimes.startTime,
          endTime: partnerOperationTimes.endTime,
        })
        .from(partnerOperationTimes)
        .where(eq(partnerOperationTimes.partnerId, partnerId));
      return { ...row, openings };
    },

    async countBooked(partnerId, from, to) {
      const rows = await db
        .select({
          date: sql<string>`${heldVisitDate}::text`,
          time: sql<string>`to_char(${heldVisitTime}, 'HH24:MI')`,
          n: sql<number>`count(*)::int`,
        })
        .from(visitReservations)
        .where(
          and(
            eq(visitReservations.partnerId, partnerId),
            inArray(visitReservations.state, [...OPEN_VISIT_STATES]),
            gte(heldVisitDate, from),
            lte(heldVisitDate, to),
          ),
        )
        .groupBy(heldVisitDate, heldVisitTime);
      return new Map(rows.map((r) => [`${r.date} ${r.time}`, Number(r.n)]));
    },

    insertIfRoom(visit, capacity, now, afterInsert) {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ pausedAt: partners.pausedAt })
          .from(partners)
          .where(eq(partners.id, visit.partnerId))
          .for('update');
        // Read under the partner's lock, so a pause committed meanwhile (issue 29 §4) is seen.
        if (locked?.pausedAt) return 'paused' as const;
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(visitReservations)
          .where(
            and(
              eq(visitReservations.partnerId, visit.partnerId),
              eq(heldVisitDate, visit.visitDate),
              eq(heldVisitTime, visit.visitTime),
              inArray(visitReservations.state, [...OPEN_VISIT_STATES]),
            ),
          );
        if (Number(n) >= capacity) return 'full' as const;
        const [inserted] = await tx
          .insert(visitReservations)
          .values({ ...visit, state: 'REQUESTED', createdAt: now })
          .returning({ id: visitReservations.id });
        await recordTransitions(tx as unknown as Db, [
          { kind: 'VISIT', id: inserted!.id, from: null, to: 'REQUESTED', actor: 'COUPLE', at: now },
        ]);
        await afterInsert?.(tx as unknown as Db, inserted!.id);
        const [row] = await selectVisits(tx as unknown as Db).where(eq(visitReservations.id, inserted!.id));
        return flatten(row!);
      });
    },

    async findActive(customerId, partnerId) {
      const [row] = await selectVisits(db).where(
        and(
          eq(visitReservations.customerId, customerId),
          eq(visitReservations.partnerId, partnerId),
          inArray(visitReservations.state, [...OPEN_VISIT_STATES]),
        ),
      );
      return row ? flatten(row) : null;
    },

    async listMine(customerId) {
      const rows = await selectVisits(db)
        .where(eq(visitReservations.customerId, customerId))
        .orderBy(
          sql`${visitReservations.state} IN ('REQUESTED', 'PROPOSED', 'CONFIRMED') DESC`,
          desc(visitReservations.visitDate),
          desc(visitReservations.id),
        )
        .limit(100);
      return rows.map(flatten);
    },

    async cancel(customerId, id, now, afterCancel) {
      const updated = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [before] = await tx
          .select({ state: visitReservations.state })
          .from(visitReservations)
          .where(and(eq(visitReservations.id, id), eq(visitReservations.customerId, customerId)))
          .for('update');
        const [row] = await tx
          .update(visitReservations)
          .set({
            state: 'CANCELLED_BY_COUPLE',
            reasonCode: SYSTEM_REASONS.COUPLE_CANCELLED,
            answerDueAt: null,
            proposedVisitDate: null,
            proposedVisitTime: null,
            // A confirmed visit leaves the couple's calendar: its file's SEQUENCE grows (issue 28).
            calendarSequence: sql`CASE WHEN ${visitReservations.state} = 'CONFIRMED' THEN ${visitReservations.calendarSequence} + 1 ELSE ${visitReservations.calendarSequence} END`,
            updatedAt: now,
          })
          .where(
            and(
              eq(visitReservations.id, id),
              eq(visitReservations.customerId, customerId),
              inArray(visitReservations.state, [...OPEN_VISIT_STATES]),
            ),
          )
          .returning({ id: visitReservations.id });
        if (!row) return null;
        await recordTransitions(tx, [
          {
            kind: 'VISIT',
            id,
            from: before!.state,
            to: 'CANCELLED_BY_COUPLE',
            actor: 'COUPLE',
            reasonCode: SYSTEM_REASONS.COUPLE_CANCELLED,
            at: now,
          },
        ]);
        await afterCancel?.(tx, id, before!.state);
        return row;
      });
      if (!updated) return null;
      return this.findMine(customerId, id);
    },

    async findMine(customerId, id) {
      const [row] = await selectVisits(db).where(
        and(eq(visitReservations.id, id), eq(visitReservations.customerId, customerId)),
      );
      return row ? flatten(row) : null;
    },
  };
}
