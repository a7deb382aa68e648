import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// Migration 0019 (issue 27) moves existing rows onto the machine's states. Its data statements are run here on
// rows written in the old states (the old CHECKs dropped for the purpose), and each old row must land where
// decision 0046 says.
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0019_booking_lifecycle.sql'), 'utf8');
const DATA_STATEMENTS = MIGRATION.slice(
  MIGRATION.indexOf('-- Existing rows take'),
  MIGRATION.indexOf('ALTER TABLE "booking_refunds" ADD CONSTRAINT'),
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

describe('migration 0019: old visit and hold rows take the machine’s states', () => {
  let database: Database;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db.execute(sql`ALTER TABLE visit_reservations DROP CONSTRAINT visit_reservations_state_check`);
    await db.execute(sql`ALTER TABLE slot_holds DROP CONSTRAINT slot_holds_state_check`);
    await db.execute(sql`DELETE FROM booking_transitions`);
    const [customer] = await queryRows<{ id: number }>(db, sql`SELECT id FROM customers ORDER BY id LIMIT 1`);
    const halls = await queryRows<{ id: number }>(db, sql`SELECT id FROM partners WHERE type = 2 ORDER BY id LIMIT 3`);
    const created = new Date('2026-11-20T01:00:00Z');
    const visit = async (name: string, state: string, hall: number, visitDate: string) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO visit_reservations (customer_id, partner_id, visit_date, visit_time, state, created_at)
            VALUES (${customer!.id}, ${hall}, ${visitDate}, '11:00', ${state}, ${created}) RETURNING id`,
      );
      ids[name] = Number(row!.id);
    };
    await db.execute(sql`DELETE FROM visit_reservations WHERE customer_id = ${customer!.id}`);
    // Visit far out: 24 hours after the request. Visit the next morning: the visit itself is the deadline.
    await visit('activeFar', 'ACTIVE', halls[0]!.id, '2026-12-20');
    await visit('activeSoon', 'ACTIVE', halls[1]!.id, '2026-11-20');
    await visit('completed', 'COMPLETED', halls[0]!.id, '2026-11-01');
    await visit('cancelled', 'CANCELLED', halls[2]!.id, '2026-12-01');
    const slots = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM wedding_days WHERE state = 'OPEN' ORDER BY id LIMIT 5`,
    );
    const hold = async (name: string, i: number, kind: string, state: string, paid: boolean) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO slot_holds (wedding_day_id, customer_id, kind, state, expires_at, paid_at, payment_key, created_at, updated_at)
            VALUES (${slots[i]!.id}, ${customer!.id}, ${kind}, ${state},
              ${kind === 'HOLD' ? new Date('2026-11-20T01:10:00Z') : null},
              ${paid ? new Date('2026-11-20T02:00:00Z') : null}, ${paid ? `pk_${name}` : null}, ${created},
              ${new Date('2026-11-20T03:00:00Z')})
            RETURNING id`,
      );
      ids[name] = Number(row!.id);
    };
    await hold('liveHold', 0, 'HOLD', 'ACTIVE', false);
    await hold('paidBooking', 1, 'BOOKING', 'ACTIVE', true);
    await hold('request', 2, 'BOOKING', 'ACTIVE', false);
    await hold('expiredHold', 3, 'HOLD', 'EXPIRED', false);
    await hold('cancelledHold', 4, 'HOLD', 'CANCELLED', false);
    for (const statement of DATA_STATEMENTS) await db.execute(sql.raw(statement));
  });
  afterAll(() => database.close());

  const visitRow = async (name: string) =>
    (
      await queryRows<{ state: string; answer_due_at: Date | null; reason_code: string | null }>(
        database.db,
        sql`SELECT state, answer_due_at, reason_code FROM visit_reservations WHERE id = ${ids[name]}`,
      )
    )[0]!;
  const holdRow = async (name: string) =>
    (
      await queryRows<{ state: string; answer_due_at: Date | null; reason_code: string | null }>(
        database.db,
        sql`SELECT state, answer_due_at, reason_code FROM slot_holds WHERE id = ${ids[name]}`,
      )
    )[0]!;
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

  it('an ACTIVE visit waits as REQUESTED until min(24 h after the request, the visit); the ended ones end', async () => {
    expect(await visitRow('activeFar')).toMatchObject({ state: 'REQUESTED', reason_code: null });
    expect(iso((await visitRow('activeFar')).answer_due_at)).toBe('2026-11-21T01:00:00.000Z');
    // 11:00 in Seoul on 20 November is 02:00 UTC, before 24 hours have passed.
    expect(iso((await visitRow('activeSoon')).answer_due_at)).toBe('2026-11-20T02:00:00.000Z');
    expect(await visitRow('completed')).toMatchObject({ state: 'VISITED', answer_due_at: null });
    expect(await visitRow('cancelled')).toMatchObject({
      state: 'CANCELLED_BY_COUPLE',
      reason_code: 'COUPLE_CANCELLED',
    });
  });

  it('a live hold stays HOLD; a paid booking is PAID and an unpaid one REQUESTED, with 48 hours to answer', async () => {
    expect(await holdRow('liveHold')).toMatchObject({ state: 'HOLD', answer_due_at: null });
    const paid = await holdRow('paidBooking');
    expect(paid.state).toBe('PAID');
    expect(iso(paid.answer_due_at)).toBe('2026-11-22T02:00:00.000Z');
    const request = await holdRow('request');
    expect(request.state).toBe('REQUESTED');
    expect(iso(request.answer_due_at)).toBe('2026-11-22T03:00:00.000Z');
    expect(await holdRow('expiredHold')).toMatchObject({ state: 'EXPIRED', reason_code: 'HOLD_LAPSED' });
    expect(await holdRow('cancelledHold')).toMatchObject({
      state: 'CANCELLED_BY_COUPLE',
      reason_code: 'COUPLE_CANCELLED',
    });
  });

  it('gives every row its first history row', async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM booking_transitions t
          WHERE (t.entity_kind = 'VISIT' AND t.entity_id IN (${ids.activeFar}, ${ids.completed}) AND t.to_state IN ('REQUESTED', 'VISITED'))
             OR (t.entity_kind = 'SLOT' AND t.entity_id = ${ids.paidBooking} AND t.to_state = 'PAID')`,
    );
    expect(row!.n).toBe(3);
  });
});
