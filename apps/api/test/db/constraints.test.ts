import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import {
  individualHallLikes,
  partnerLikes,
  partners,
  reviewLikes,
  slotHolds,
  visitReservations,
  weddingDayLikes,
  weddingDays,
} from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe('database invariants', () => {
  let database: Database;
  let customerId: number;
  let otherCustomerId: number;
  let hallId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    customerId = 1;
    otherCustomerId = 2;
    const [hall] = await database.db.select({ id: partners.id }).from(partners).where(eq(partners.type, 2)).limit(1);
    hallId = hall!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  async function freeSlotId(): Promise<number> {
    const [slot] = await database.db
      .select({ id: weddingDays.id })
      .from(weddingDays)
      .where(
        and(
          eq(weddingDays.state, 'OPEN'),
          sql`NOT EXISTS (SELECT 1 FROM slot_holds h WHERE h.wedding_day_id = ${weddingDays.id})`,
        ),
      )
      .orderBy(weddingDays.id)
      .limit(1);
    return slot!.id;
  }

  it('reject a second like of the same partner, hall or slot by one customer', async () => {
    const db = database.db;
    await db
      .delete(partnerLikes)
      .where(and(eq(partnerLikes.customerId, customerId), eq(partnerLikes.partnerId, hallId)));
    await db.insert(partnerLikes).values({ customerId, partnerId: hallId });
    expect(await sqlStateOf(db.insert(partnerLikes).values({ customerId, partnerId: hallId }))).toBe(UNIQUE_VIOLATION);
    // Another customer liking the same hall is fine.
    await db.insert(partnerLikes).values({ customerId: otherCustomerId, partnerId: hallId }).onConflictDoNothing();

    const slotId = await freeSlotId();
    await db.insert(weddingDayLikes).values({ customerId, weddingDayId: slotId });
    expect(await sqlStateOf(db.insert(weddingDayLikes).values({ customerId, weddingDayId: slotId }))).toBe(
      UNIQUE_VIOLATION,
    );

    const [room] = await queryRows<{ id: number }>(db, sql`SELECT id FROM individual_halls ORDER BY id LIMIT 1`);
    await db.delete(individualHallLikes).where(eq(individualHallLikes.customerId, customerId));
    await db.insert(individualHallLikes).values({ customerId, individualHallId: room!.id });
    expect(await sqlStateOf(db.insert(individualHallLikes).values({ customerId, individualHallId: room!.id }))).toBe(
      UNIQUE_VIOLATION,
    );

    const [review] = await queryRows<{ id: number }>(db, sql`SELECT id FROM reviews ORDER BY id LIMIT 1`);
    await db.delete(reviewLikes).where(eq(reviewLikes.customerId, customerId));
    await db.insert(reviewLikes).values({ customerId, reviewId: review!.id });
    expect(await sqlStateOf(db.insert(reviewLikes).values({ customerId, reviewId: review!.id }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('allow one hold or booking occupying a slot (HOLD, PAID, REQUESTED, CONFIRMED), while ended ones pile up', async () => {
    const db = database.db;
    const slotId = await freeSlotId();
    const expiresAt = new Date('2026-11-22T00:00:00+09:00');
    await db
      .insert(slotHolds)
      .values({ weddingDayId: slotId, customerId, kind: 'HOLD', state: 'CANCELLED_BY_COUPLE', expiresAt });
    await db.insert(slotHolds).values({ weddingDayId: slotId, customerId, kind: 'HOLD', state: 'HOLD', expiresAt });
    await db.insert(slotHolds).values({
      weddingDayId: slotId,
      customerId: otherCustomerId,
      kind: 'HOLD',
      state: 'CANCELLED_BY_COUPLE',
      expiresAt,
    });
    expect(
      await sqlStateOf(
        db
          .insert(slotHolds)
          .values({ weddingDayId: slotId, customerId: otherCustomerId, kind: 'HOLD', state: 'HOLD', expiresAt }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlStateOf(
        db
          .insert(slotHolds)
          .values({ weddingDayId: slotId, customerId: otherCustomerId, kind: 'BOOKING', state: 'PAID' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    // Once the hold is cancelled the slot can be held again.
    await db
      .update(slotHolds)
      .set({ state: 'EXPIRED' })
      .where(and(eq(slotHolds.weddingDayId, slotId), eq(slotHolds.state, 'HOLD')));
    await db
      .insert(slotHolds)
      .values({ weddingDayId: slotId, customerId: otherCustomerId, kind: 'BOOKING', state: 'REQUESTED' });
    // A declined or expired booking reopens the slot too (issue 27); a confirmed one keeps it.
    const requested = and(eq(slotHolds.weddingDayId, slotId), eq(slotHolds.state, 'REQUESTED'));
    const request = () =>
      db.insert(slotHolds).values({ weddingDayId: slotId, customerId, kind: 'BOOKING', state: 'REQUESTED' });
    await db.update(slotHolds).set({ state: 'DECLINED' }).where(requested);
    await request();
    await db.update(slotHolds).set({ state: 'CONFIRMED' }).where(requested);
    expect(await sqlStateOf(request())).toBe(UNIQUE_VIOLATION);
  });

  it('require an expiry on holds', async () => {
    const slotId = await freeSlotId();
    expect(
      await sqlStateOf(database.db.insert(slotHolds).values({ weddingDayId: slotId, customerId, kind: 'HOLD' })),
    ).toBe(CHECK_VIOLATION);
  });

  it('allow one open visit (REQUESTED, PROPOSED, CONFIRMED) per customer and hall', async () => {
    const db = database.db;
    const visit = { partnerId: hallId, visitDate: '2026-12-01', visitTime: '14:00:00' };
    await db.delete(visitReservations).where(eq(visitReservations.partnerId, hallId));
    await db.insert(visitReservations).values({ ...visit, customerId, state: 'REQUESTED' });
    for (const state of ['REQUESTED', 'PROPOSED', 'CONFIRMED'])
      expect(await sqlStateOf(db.insert(visitReservations).values({ ...visit, customerId, state }))).toBe(
        UNIQUE_VIOLATION,
      );
    for (const state of ['CANCELLED_BY_COUPLE', 'DECLINED', 'EXPIRED', 'VISITED'])
      await db.insert(visitReservations).values({ ...visit, customerId, state });
    await db.insert(visitReservations).values({ ...visit, customerId: otherCustomerId, state: 'CONFIRMED' });
  });

  it('reject values outside the enumerations and negative money', async () => {
    const db = database.db;
    const [slot] = await db.select().from(weddingDays).orderBy(weddingDays.id).limit(1);
    const { id: _id, ...base } = slot!;
    const slotWith = (patch: Partial<typeof base>) =>
      db.insert(weddingDays).values({ ...base, weddingTime: '08:00:00', ...patch });
    // 08:00 is before the first wedding time of spec §9.
    expect(await sqlStateOf(slotWith({}))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(slotWith({ weddingTime: '22:00:00' }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(slotWith({ weddingTime: '10:30:00', state: 'SOLD' }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(slotWith({ weddingTime: '10:30:00', mealPrice: -1 }))).toBe(CHECK_VIOLATION);
    // The stored weekday must be the date's weekday.
    expect(
      await sqlStateOf(
        slotWith({ weddingTime: '10:30:00', dayOfWeek: base.dayOfWeek === 'SUNDAY' ? 'FRIDAY' : 'SUNDAY' }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateOf(
        db
          .update(partners)
          .set({ styles: ['BRIGHT', 'NEON'] })
          .where(eq(partners.id, hallId)),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateOf(db.update(partners).set({ region: '서울', subRegion: '수원' }).where(eq(partners.id, hallId))),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(db.update(partners).set({ type: 3 }).where(eq(partners.id, hallId)))).toBe(CHECK_VIOLATION);
  });
});
