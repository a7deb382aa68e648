import type { BookingActor } from '@wedding/domain/booking-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { BookingEntityKind } from '../../db/schema/db-enums.ts';

/** One move of a visit or a slot booking, as written in booking_transitions (issue 27). */
export type Transition = {
  kind: BookingEntityKind;
  id: number;
  from: string | null;
  to: string;
  actor: BookingActor;
  staffId?: number | null;
  reasonCode?: string | null;
  reasonText?: string | null;
  at: Date;
};

/**
 * Writes the history rows of moves made in `tx`. Call it in the transaction of the conditional UPDATE that made
 * them, with only the rows that UPDATE returned: a move that did not happen leaves no history, and one that did
 * leaves exactly one row.
 */
export async function recordTransitions(tx: Db, moves: readonly Transition[]): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map(
      (m) =>
        sql`(${m.kind}, ${m.id}, ${m.from}, ${m.to}, ${m.actor}, ${m.staffId ?? null}, ${m.reasonCode ?? null}, ${m.reasonText ?? null}, ${m.at})`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO booking_transitions (entity_kind, entity_id, from_state, to_state, actor, staff_id, reason_code, reason_text, at)
        VALUES ${values}`,
  );
}

export type TransitionRow = {
  entity_id: number;
  from_state: string | null;
  to_state: string;
  actor: BookingActor;
  reason_code: string | null;
  reason_text: string | null;
  at: Date;
};

/** The history of some visits or slot bookings, oldest first, grouped by id. */
export async function historyOf(db: Db, kind: BookingEntityKind, ids: readonly number[]) {
  const byId = new Map<number, TransitionRow[]>();
  if (ids.length === 0) return byId;
  const rows = await queryRows<TransitionRow>(
    db,
    sql`SELECT entity_id, from_state, to_state, actor, reason_code, reason_text, at FROM booking_transitions
        WHERE entity_kind = ${kind} AND entity_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY id`,
  );
  for (const row of rows) {
    const id = Number(row.entity_id);
    const list = byId.get(id) ?? [];
    list.push({ ...row, entity_id: id });
    byId.set(id, list);
  }
  return byId;
}
