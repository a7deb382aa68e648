import type { slotHolds, visitReservations } from '../../schema/index.ts';
import { addDays, daysAfter, daysBefore, seoulDate } from '../calendar.ts';
import type { Rng } from '../prng.ts';
import { koreanName, mobileTel } from './customer.ts';
import type { PartnerRow } from './hall.ts';

export type SlotHoldRow = typeof slotHolds.$inferInsert;
export type VisitReservationRow = typeof visitReservations.$inferInsert;

/** The ACTIVE hold or booking behind a HELD or BOOKED slot, so slot state and holds agree. */
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
    state: 'ACTIVE',
    expiresAt: held ? daysAfter(now, rng.int(1, 72) / 24) : null,
    createdAt: daysBefore(now, rng.int(0, 60) + rng.next()),
    updatedAt: null,
  };
}

/** Visit reservations at halls that take them; at most one ACTIVE per customer and hall. */
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
    let state = roll < 0.7 ? 'ACTIVE' : roll < 0.9 ? 'CANCELLED' : 'COMPLETED';
    if (state === 'ACTIVE' && active.has(`${customerId}:${hall.id}`)) state = 'CANCELLED';
    if (state === 'ACTIVE') active.add(`${customerId}:${hall.id}`);
    const min = rng.step(100, 350, 10);
    const byPlanner = rng.chance(0.1);
    rows.push({
      customerId,
      partnerId: hall.id,
      visitDate: addDays(today, state === 'COMPLETED' ? -rng.int(1, 30) : rng.int(1, 30)),
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
      createdAt: daysBefore(input.now, rng.int(0, 20)),
      updatedAt: null,
    });
  }
  return rows;
}
