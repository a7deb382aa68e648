import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partnerOperationTimes, partnerProfiles, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { createSampler, type OpenApiDocument, type Operation } from '../helpers/openapi-sample.ts';
import { signedInStaff } from '../helpers/staff.ts';

/**
 * Issue 27 §6: "An OpenAPI walk as the wrong actor changes nothing. Count the attempts." Every bookings
 * operation of the OpenAPI document (routes added later are walked too) is called, on a waiting visit and a
 * waiting booking that a missing check would move, by each wrong actor: a guest, another couple, the hall's
 * staff on the couple's routes, the couple on the hall's routes, another hall's OWNER, and a role of the hall
 * without the inbox (CALENDAR). Every call must be refused and the lifecycle's tables must not change.
 */

const TABLES = [
  'visit_reservations',
  'slot_holds',
  'wedding_days',
  'booking_transitions',
  'booking_refunds',
  'partner_audit_log',
];

type Op = { method: string; path: string; operation: Operation };

describe('bookings: the wrong actor changes nothing (OpenAPI walk)', () => {
  let t: TestApp;
  let ops: Op[];
  let visitId: number;
  let bookingId: number;
  let visitHallId: number;
  let bookingHallId: number;
  const sample = createSampler('00000000-0000-4000-8000-000000000000');

  const checksum = async () => {
    const parts: string[] = [];
    for (const table of TABLES) {
      const [row] = await queryRows<{ sum: string | null }>(
        t.database.db,
        sql.raw(`SELECT md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS sum FROM "${table}" x`),
      );
      parts.push(`${table}:${row?.sum ?? '-'}`);
    }
    return parts.join('\n');
  };

  beforeAll(async () => {
    // Payments off: the booking is a REQUESTED request, which a cancel or a confirm without its check would move.
    t = await buildTestApp();
    const db = t.database.db;
    const [hall] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.type, 2), eq(partners.consultingUsed, true)))
      .limit(1);
    visitHallId = hall!.id;
    await db.delete(partnerOperationTimes).where(eq(partnerOperationTimes.partnerId, visitHallId));
    await db.insert(partnerOperationTimes).values(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((dayKey) => ({
        partnerId: visitHallId,
        dayKey,
        startTime: '10:00:00',
        endTime: '13:00:00',
      })),
    );
    await db
      .update(partnerProfiles)
      .set({ consultingCapacity: 5, reservationOpenDays: 14 })
      .where(eq(partnerProfiles.partnerId, visitHallId));
    const owner = await signedInCustomer(t);
    const headers = { ...owner.headers, 'idempotency-key': randomUUID() };
    const days = (await t.app.inject({ url: `/v3/book/consulting/${visitHallId}/visit-slots`, headers })).json().item;
    const visit = await t.app.inject({
      method: 'POST',
      url: '/v3/book/visit-reservations',
      headers,
      payload: {
        partnerId: visitHallId,
        visitDate: days[2].date,
        visitTime: '11:00',
        expectedMinPersonnel: 150,
        groomName: '김신랑',
        groomTel: '010-1234-5678',
        brideName: '이신부',
        brideTel: '010-8765-4321',
      },
    });
    expect(visit.statusCode).toBe(201);
    visitId = visit.json().item.id;
    const [slot] = await holdableSlots(t.database, 1);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: { weddingDayId: slot!.id },
    });
    bookingId = hold.json().item.id;
    const requested = await t.app.inject({
      method: 'POST',
      url: `/v3/book/slot-holds/${bookingId}/request`,
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    });
    expect(requested.statusCode).toBe(200);
    const [row] = await queryRows<{ partner_id: number }>(
      db,
      sql`SELECT partner_id FROM wedding_days WHERE id = ${slot!.id}`,
    );
    bookingHallId = Number(row!.partner_id);

    const document: OpenApiDocument = (await t.app.inject('/docs/json')).json();
    ops = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v3/book/bookings') || path.startsWith('/v3/partner-center/bookings'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
  });
  afterAll(() => t.close());

  function call(op: Op, headers: Record<string, string>) {
    const id = op.path.includes('/visits/') ? visitId : bookingId;
    const url = op.path.replace('{id}', String(id));
    const body = op.operation.requestBody?.content?.['application/json']?.schema;
    return t.app.inject({
      method: op.method as 'GET',
      url,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(body ? { payload: sample(body) as object } : {}),
    });
  }

  it('refuses every bookings operation to every wrong actor, and the lifecycle tables do not change', async () => {
    // 8 couple operations and 15 of the hall's inbox (issue 27 §3, §4; the propose form's visit-hours; issue 28's
    // move of a confirmed visit).
    expect(ops.length).toBe(23);
    const mine = ops.filter((op) => op.path.startsWith('/v3/book/'));
    const hallOps = ops.filter((op) => op.path.startsWith('/v3/partner-center/'));
    const stranger = (await signedInCustomer(t)).headers;
    const couple = (await signedInCustomer(t)).headers;
    const otherHall = async (of: number) => {
      const [other] = await t.database.db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.type, 2), sql`${partners.id} <> ${of}`))
        .limit(1);
      return (await signedInStaff(t, { partnerId: other!.id, role: 'OWNER' })).headers;
    };
    const hallStaff = {
      visit: (await signedInStaff(t, { partnerId: visitHallId, role: 'OWNER' })).headers,
      booking: (await signedInStaff(t, { partnerId: bookingHallId, role: 'OWNER' })).headers,
    };
    const foreignHall = { visit: await otherHall(visitHallId), booking: await otherHall(bookingHallId) };
    const calendarRole = {
      visit: (await signedInStaff(t, { partnerId: visitHallId, role: 'CALENDAR' })).headers,
      booking: (await signedInStaff(t, { partnerId: bookingHallId, role: 'CALENDAR' })).headers,
    };
    const before = await checksum();
    const problems: string[] = [];
    let attempts = 0;
    const expectRefused = async (op: Op, who: string, headers: Record<string, string>, allowed: number[]) => {
      const res = await call(op, headers);
      attempts += 1;
      if (!allowed.includes(res.statusCode)) problems.push(`${op.method} ${op.path} as ${who}: ${res.statusCode}`);
    };
    const hasId = (op: Op) => op.path.includes('{id}');
    const whose = (op: Op) => (op.path.includes('/visits/') ? 'visit' : 'booking') as 'visit' | 'booking';

    for (const op of mine) {
      await expectRefused(op, 'a guest', {}, [401]);
      await expectRefused(op, "the hall's staff", hallStaff[whose(op)], [401]);
      // Another couple: someone else's ids are not found; the list is their own (empty), a read.
      if (hasId(op)) await expectRefused(op, 'another couple', stranger, [404]);
    }
    for (const op of hallOps) {
      await expectRefused(op, 'a guest', {}, [401]);
      await expectRefused(op, 'a couple', couple, [401]);
      await expectRefused(op, 'a CALENDAR role', calendarRole[whose(op)], [403]);
      if (hasId(op)) await expectRefused(op, "another hall's OWNER", foreignHall[whose(op)], [404]);
    }
    const withId = (list: Op[]) => list.filter(hasId).length;
    expect(problems).toEqual([]);
    expect(attempts).toBe(mine.length * 2 + withId(mine) + hallOps.length * 3 + withId(hallOps));
    expect(attempts).toBe(8 * 2 + 7 + 15 * 3 + 12);
    expect(await checksum()).toBe(before);
    console.info(`bookings wrong-actor walk: ${ops.length} operations, ${attempts} refused calls, changes: 0`);

    // The checks are real: the right actors can do what the wrong ones could not.
    const confirm = ops.find((op) => op.path === '/v3/partner-center/bookings/slots/{id}/confirm')!;
    expect((await call(confirm, hallStaff.booking)).statusCode).toBe(200);
    expect(await checksum()).not.toBe(before);
  });
});
