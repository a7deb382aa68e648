import { DATE_PICKER_MONTHS } from '@wedding/domain/constants';
import type { Database } from '../client.ts';
import { slotHolds, weddingDays } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { addDays, addMonths, seoulDate, weddingDatesBetween } from './calendar.ts';
import { holdForSlot, type SlotHoldRow } from './factories/booking.ts';
import type { HallBundle } from './factories/hall.ts';
import { buildWeddingDay, pickStartHours, type SlotDensity, type WeddingDayRow } from './factories/wedding-day.ts';
import type { Rng } from './prng.ts';

/** Slots run from tomorrow (Seoul) up to, not including, the same day 24 months ahead. */
export function slotWindow(now: Date): { first: string; end: string } {
  const today = seoulDate(now);
  return { first: addDays(today, 1), end: addMonths(today, DATE_PICKER_MONTHS) };
}

function* slotRows(
  rng: Rng,
  halls: readonly HallBundle[],
  density: SlotDensity,
  now: Date,
  onSlot: (row: WeddingDayRow) => void,
): Generator<WeddingDayRow> {
  const { first, end } = slotWindow(now);
  const dates = weddingDatesBetween(first, end);
  const firstMs = Date.parse(`${first}T00:00:00Z`);
  let id = 1;
  for (const hall of halls) {
    for (const room of hall.rooms) {
      // One stream per room: the same room gets the same slots whatever the size around it.
      const r = rng.fork(`slots-${room.row.id}`);
      const ctx = {
        partnerId: hall.partner.id,
        region: hall.partner.region,
        subRegion: hall.partner.subRegion ?? null,
        mealBase: hall.mealBase,
        room,
        createdAt: now,
      };
      for (const { date, dayOfWeek } of dates) {
        const daysAhead = (Date.parse(`${date}T00:00:00Z`) - firstMs) / 86_400_000;
        for (const hour of pickStartHours(r, room, density, dayOfWeek)) {
          const row = buildWeddingDay(r, ctx, { id: id++, date, dayOfWeek, hour, daysAhead });
          onSlot(row);
          yield row;
        }
      }
    }
  }
}

/** Insert every slot (streamed, never all in memory) and the holds behind HELD/BOOKED ones. */
export async function seedSlots(
  database: Database,
  rng: Rng,
  input: { halls: readonly HallBundle[]; density: SlotDensity; customerIds: readonly number[]; now: Date },
): Promise<{ slots: number; holds: number }> {
  const holds: SlotHoldRow[] = [];
  const holdRng = rng.fork('holds');
  const slots = await bulkInsert(
    database,
    weddingDays,
    slotRows(rng, input.halls, input.density, input.now, (row) => {
      const hold = holdForSlot(holdRng, row, input.customerIds, input.now);
      if (hold) holds.push(hold);
    }),
  );
  const inserted = await bulkInsert(database, slotHolds, holds);
  return { slots, holds: inserted };
}
