import type { VisitDay, VisitReservation, VisitReservationBody } from '@wedding/contract/visit-booking';
import { VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { type VisitState, visitAnswerDeadline } from '@wedding/domain/booking-lifecycle';
import { expectedVisitors } from '@wedding/domain/expected-visitors';
import { addMonths, currentYearMonth } from '@wedding/domain/months';
import { consultingTimes, hopeMonthOptions, operationDayOf, visitDates } from '@wedding/domain/visit-booking';
import { normalizeVisitTime } from '@wedding/domain/visit-time';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../shared/unique-violation.ts';
import type { DeadlineScheduler } from '../bookings/jobs.ts';
import { partnerPaused } from '../partners/paused.ts';
import {
  consultingUnavailable,
  visitAlreadyReserved,
  visitHallNotFound,
  visitNotFound,
  visitNotOpen,
  visitSlotFull,
} from './errors.ts';
import type { VisitHall, VisitRepository, VisitRow } from './repository.ts';

export type VisitService = {
  /** The bookable days and their consulting hours with what is left (404 unknown hall, 409 no consultations). */
  findSlots(partnerId: number): Promise<VisitDay[]>;
  /** The duplicate check before the form opens: the customer's ACTIVE visit to this hall, or null. */
  findActive(customerId: number, partnerId: number): Promise<VisitReservation | null>;
  book(customerId: number, body: VisitReservationBody): Promise<VisitReservation>;
  listMine(customerId: number): Promise<VisitReservation[]>;
  findMine(customerId: number, id: number): Promise<VisitReservation>;
  cancel(customerId: number, id: number): Promise<VisitReservation>;
};

/**
 * The visit's state as the visit pages have read it since issue 12: ACTIVE while it is open (requested, a time
 * proposed, confirmed), COMPLETED once visited, CANCELLED for every other end. The machine's own state is in the
 * bookings API (issue 27).
 */
export function publicVisitState(state: string): VisitReservation['state'] {
  if (state === 'REQUESTED' || state === 'PROPOSED' || state === 'CONFIRMED') return 'ACTIVE';
  if (state === 'VISITED') return 'COMPLETED';
  return 'CANCELLED';
}

/** The instant a visit starts: its Seoul date and time. */
export function visitInstant(visitDate: string, visitTime: string): Date {
  return new Date(`${visitDate}T${visitTime.length === 5 ? `${visitTime}:00` : visitTime}+09:00`);
}

export function toVisitReservation(row: VisitRow): VisitReservation {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerUuid: row.partnerUuid,
    bizName: row.bizName,
    visitDate: row.visitDate,
    visitTime: row.visitTime,
    expectedMinPersonnel: row.expectedMinPersonnel ?? 0,
    expectedMaxPersonnel: row.expectedMaxPersonnel ?? 0,
    hopeWeddingYearMonths: row.hopeWeddingYearMonths,
    hopeWeddingDaysOfTheWeek: row.hopeWeddingDaysOfTheWeek,
    hopeWeddingTimes: row.hopeWeddingTimes,
    groomName: row.groomName ?? '',
    groomTel: row.groomTel ?? '',
    brideName: row.brideName ?? '',
    brideTel: row.brideTel ?? '',
    requestedByPlanner: row.requestedByPlanner,
    plannerName: row.plannerName,
    plannerTel: row.plannerTel,
    plannerConsultingPartnerName: row.plannerConsultingPartnerName,
    additionalInquiry: row.additionalInquiry,
    paymentAmount: row.paymentAmount,
    state: publicVisitState(row.state),
    stateLabel: VISIT_STATE_LABELS[row.state as VisitState] ?? VISIT_STATE_LABELS.REQUESTED,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each bookable day's consulting hours, from the hall's weekly opening times. */
function openHours(hall: VisitHall, now: Date): { date: string; times: string[] }[] {
  return visitDates(now, hall.reservationOpenDays).map((date) => {
    const day = operationDayOf(date);
    const times = hall.openings.filter((o) => o.dayKey === day).flatMap((o) => consultingTimes(o.startTime, o.endTime));
    return { date, times: [...new Set(times)].sort() };
  });
}

export function createVisitService(deps: {
  repository: VisitRepository;
  now?: () => Date;
  /** Queues the hall's answer deadline as a job (issue 27). */
  schedule: DeadlineScheduler;
  /** Tells the hall of the new request (issue 28), in the request's transaction. */
  onRequested?: (
    tx: Db,
    visit: { id: number; partnerId: number; visitDate: string; visitTime: string; answerDueAt: Date },
    at: Date,
  ) => Promise<void>;
  /** Tells the hall the couple cancelled (issue 28), in the cancel's transaction; `from` is the state it left. */
  onCancelled?: (tx: Db, id: number, from: string, at: Date) => Promise<void>;
}): VisitService {
  const now = deps.now ?? (() => new Date());
  const repo = deps.repository;

  const consultingHall = async (partnerId: number) => {
    const hall = await repo.findHall(partnerId);
    if (!hall) throw visitHallNotFound();
    if (hall.paused) throw partnerPaused();
    if (!hall.consultingUsed) throw consultingUnavailable();
    return hall;
  };

  return {
    async findSlots(partnerId) {
      const hall = await consultingHall(partnerId);
      const days = openHours(hall, now());
      const booked =
        days.length > 0
          ? await repo.countBooked(partnerId, days[0]!.date, days.at(-1)!.date)
          : new Map<string, number>();
      return days.map(({ date, times }) => ({
        date,
        times: times.map((time) => {
          const n = booked.get(`${date} ${time}`) ?? 0;
          return { time, capacity: hall.capacity, booked: n, available: n < hall.capacity };
        }),
      }));
    },

    async findActive(customerId, partnerId) {
      const row = await repo.findActive(customerId, partnerId);
      return row ? toVisitReservation(row) : null;
    },

    async book(customerId, body) {
      const hall = await consultingHall(body.partnerId);
      const at = now();
      const time = normalizeVisitTime(body.visitTime).slice(0, 5);
      const day = openHours(hall, at).find((d) => d.date === body.visitDate);
      if (!day) throw visitNotOpen(`방문 날짜는 내일부터 ${hall.reservationOpenDays}일 안에서 골라 주세요.`);
      if (!day.times.includes(time)) throw visitNotOpen('이 시간에는 상담을 하지 않아요. 다른 시간을 골라 주세요.');
      const months = new Set(hopeMonthOptions(at, addMonths(currentYearMonth(at), hall.weddingOpenMonths)));
      if (body.hopeWeddingYearMonths.some((m) => !months.has(m)))
        throw visitNotOpen(`희망 예식 월은 이번 달부터 ${hall.weddingOpenMonths}개월 안에서 골라 주세요.`);
      const guests = expectedVisitors(body.expectedMinPersonnel);
      const planner = body.requestedByPlanner;
      try {
        const visitTime = `${time}:00`;
        const answerDueAt = visitAnswerDeadline(at, visitInstant(body.visitDate, visitTime));
        const result = await repo.insertIfRoom(
          {
            customerId,
            partnerId: hall.id,
            visitDate: body.visitDate,
            visitTime,
            answerDueAt,
            expectedMinPersonnel: guests.min,
            expectedMaxPersonnel: guests.max,
            hopeWeddingYearMonths: [...new Set(body.hopeWeddingYearMonths)].sort(),
            hopeWeddingDaysOfTheWeek: [...new Set(body.hopeWeddingDaysOfTheWeek)],
            hopeWeddingTimes: [...new Set(body.hopeWeddingTimes)].sort(),
            groomName: body.groomName,
            groomTel: body.groomTel,
            brideName: body.brideName,
            brideTel: body.brideTel,
            requestedByPlanner: planner,
            plannerName: planner ? (body.plannerName ?? null) : null,
            plannerTel: planner ? (body.plannerTel ?? null) : null,
            plannerConsultingPartnerName: planner ? (body.plannerConsultingPartnerName ?? null) : null,
            additionalInquiry: body.additionalInquiry?.trim() || null,
            // spec §3: the payment defaults to the deposit; the server's figure, never the client's.
            paymentAmount: hall.deposit,
          },
          hall.capacity,
          at,
          async (tx, id) => {
            await deps.schedule.visitDeadline(id, answerDueAt, tx);
            await deps.onRequested?.(
              tx,
              { id, partnerId: hall.id, visitDate: body.visitDate, visitTime, answerDueAt },
              at,
            );
          },
        );
        if (result === 'full') throw visitSlotFull();
        if (result === 'paused') throw partnerPaused();
        return toVisitReservation(result);
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'visit_reservations_one_open_key') throw visitAlreadyReserved();
        throw error;
      }
    },

    async listMine(customerId) {
      return (await repo.listMine(customerId)).map(toVisitReservation);
    },

    async findMine(customerId, id) {
      const row = await repo.findMine(customerId, id);
      if (!row) throw visitNotFound();
      return toVisitReservation(row);
    },

    async cancel(customerId, id) {
      const at = now();
      const row = await repo.cancel(customerId, id, at, (tx, visitId, from) =>
        deps.onCancelled ? deps.onCancelled(tx, visitId, from, at) : Promise.resolve(),
      );
      if (!row) throw visitNotFound();
      return toVisitReservation(row);
    },
  };
}
