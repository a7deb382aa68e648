import type { slotHolds, visitReservations } from '../../schema/index.ts';
import { addDays, daysAfter, daysBefore, seoulDate } from '../calendar.ts';
import type { Rng } from '../prng.ts';
import { koreanName, mobileTel } from './customer.ts';
import type { PartnerRow } from './hall.ts';

export type SlotHoldRow = typeof slotHolds.$inferInsert;
export type VisitReservationRow = typeof visitReservations.$inferInsert;

/** The live hold or booking request behind a HELD or BOOKED slot, so slot state and holds agree. */
export function holdForSlot(
  rng: Rng,
  slot: { id: number; state: string },
  customerIds: readonly number[],
  now: Date,
): SlotHoldRow | null {
  if (slot.state !== 'HELD' && slot.state !== 'BOOKED') return null;
  const held = slot.state === 'HELD';
  return {
    weddingDayId: slot.id,
    customerId: rng.pick(customerIds),
    kind: held ? 'HOLD' : 'BOOKING',
    // A booked slot's booking the hall has confirmed (a request would expire unanswered at the first scan).
    state: held ? 'HOLD' : 'CONFIRMED',
    expiresAt: held ? daysAfter(now, rng.int(1, 72) / 24) : null,
    createdAt: daysBefore(now, rng.int(0, 60) + rng.next()),
    updatedAt: null,
  };
}

/**
 * Visit reservations at halls that take them; at most one open (REQUESTED or CONFIRMED) per customer and hall.
 * A request is a few hours old, so it waits for the hall rather than expiring at the first scan (issue 27).
 */
export function buildVisitReservations(
  rng: Rng,
  input: { customerIds: readonly number[]; halls: readonly PartnerRow[]; count: number; now: Date },
): VisitReservationRow[] {
  const halls = input.halls.filter((h) => h.consultingUsed);
  if (halls.length === 0) return [];
  const active = new Set<string>();
  const today = seoulDate(input.now);
  const rows: VisitReservationRow[] = [];
  for (let i = 0; i < input.count; i++) {
    const customerId = rng.pick(input.customerIds);
    const hall = rng.pick(halls);
    const roll = rng.next();
    let state = roll < 0.3 ? 'REQUESTED' : roll < 0.7 ? 'CONFIRMED' : roll < 0.9 ? 'CANCELLED_BY_COUPLE' : 'VISITED';
    const open = state === 'REQUESTED' || state === 'CONFIRMED';
    if (open && active.has(`${customerId}:${hall.id}`)) state = 'CANCELLED_BY_COUPLE';
    else if (open) active.add(`${customerId}:${hall.id}`);
    const min = rng.step(100, 350, 10);
    const byPlanner = rng.chance(0.1);
    rows.push({
      customerId,
      partnerId: hall.id,
      visitDate: addDays(today, state === 'VISITED' ? -rng.int(1, 30) : rng.int(1, 30)),
      visitTime: `${rng.int(10, 18)}:00:00`,
      expectedMinPersonnel: min,
      expectedMaxPersonnel: Math.min(400, min + 50),
      hopeWeddingYearMonths: [addDays(today, rng.int(90, 400)).slice(0, 7)],
      hopeWeddingDaysOfTheWeek: rng.sample(['FRIDAY', 'SATURDAY', 'SUNDAY'], rng.int(1, 2)),
      hopeWeddingTimes: rng.sample(['11:00', '12:00', '13:00', '17:00'], rng.int(1, 2)),
      groomName: koreanName(rng, 'M'),
      groomTel: mobileTel(rng),
      brideName: koreanName(rng, 'F'),
      brideTel: mobileTel(rng),
      requestedByPlanner: byPlanner,
      plannerName: byPlanner ? koreanName(rng, 'F') : null,
      plannerTel: byPlanner ? mobileTel(rng) : null,
      plannerConsultingPartnerName: byPlanner ? '아이니웨딩' : null,
      additionalInquiry: rng.chance(0.4) ? '부모님과 함께 방문 예정입니다. 주차 가능할까요?' : null,
      paymentAmount: hall.deposit ?? 0,
      state,
      ...requestTimes(state, rng.int(0, 20), input.now),
      updatedAt: null,
    });
  }
  return rows;
}

/** A request made `n` hours ago has its answer due 24 hours after it; anything else was made `n` days ago. */
function requestTimes(state: string, n: number, now: Date): { createdAt: Date; answerDueAt: Date | null } {
  if (state !== 'REQUESTED') return { createdAt: daysBefore(now, n), answerDueAt: null };
  const createdAt = new Date(now.getTime() - n * 60 * 60_000);
  return { createdAt, answerDueAt: new Date(createdAt.getTime() + 24 * 60 * 60_000) };
}
