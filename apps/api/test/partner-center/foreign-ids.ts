import { and, asc, eq } from 'drizzle-orm';
import {
  calendarPriceRules,
  customers,
  individualHalls,
  partnerProfileVersions,
  partnerStaffInvites,
  photoAlbums,
  photos,
  reviews,
  slotHolds,
  visitReservations,
  weddingDays,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { createStaff } from '../helpers/staff.ts';

export type ForeignIds = {
  /** Values by path-parameter name. */
  byName: Record<string, unknown>;
  /** Where one name means different rows on different routes: the first matching path wins. */
  byPath: { match: RegExp; values: Record<string, unknown> }[];
};

/**
 * Real ids belonging to partner `partnerId`, by the path-parameter name console routes use. The walk sends
 * them as another partner's staff: every one must answer 403 or 404. A console route with a new parameter
 * name fails the walk until it has an entry here.
 */
export async function foreignIdsOf(t: TestApp, partnerId: number): Promise<ForeignIds> {
  const staff = await createStaff(t.database, { partnerId, role: 'MANAGER' });
  const [invite] = await t.database.db
    .insert(partnerStaffInvites)
    .values({ partnerId, email: `walk-${staff.id}@example.com`, role: 'MESSAGES', tokenHash: `walk-${staff.id}` })
    .returning({ id: partnerStaffInvites.id });
  const db = t.database.db;
  const [room] = await db
    .select({ id: individualHalls.id })
    .from(individualHalls)
    .where(eq(individualHalls.partnerId, partnerId))
    .orderBy(asc(individualHalls.id))
    .limit(1);
  const [slot] = await db
    .select({ id: weddingDays.id })
    .from(weddingDays)
    .where(eq(weddingDays.partnerId, partnerId))
    .limit(1);
  const [rule] = await db
    .insert(calendarPriceRules)
    .values({ individualHallId: room!.id, name: '워크', rentalPrice: 1, mealPrice: 1, flowerPrice: 0, guarantee: 100 })
    .returning({ id: calendarPriceRules.id });
  const [version] = await db
    .insert(partnerProfileVersions)
    .values({ partnerId, versionNo: 0, changes: [], snapshot: { venue: {}, rooms: [] } })
    .returning({ id: partnerProfileVersions.id });
  const [review] = await db
    .select({ uuid: reviews.uuid })
    .from(reviews)
    .where(eq(reviews.partnerId, partnerId))
    .limit(1);
  // An album with a photo of its own, so the photo routes meet a real foreign photo too.
  const [album] = await db
    .insert(photoAlbums)
    .values({ partnerId, mainGroupKey: `walk-${staff.id}`, title: '워크', kind: 'OFFICIAL' })
    .returning({ id: photoAlbums.id });
  const [photo] = await db
    .insert(photos)
    .values({ albumId: album!.id, url: '/img/walk.jpg' })
    .returning({ id: photos.id });
  // Issue 27: a visit request and a paid booking of this hall, each waiting for its answer.
  const [customer] = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id)).limit(1);
  const [visit] = await db
    .insert(visitReservations)
    .values({
      customerId: customer!.id,
      partnerId,
      visitDate: '2030-03-02',
      visitTime: '11:00:00',
      state: 'REQUESTED',
      answerDueAt: new Date('2030-03-01T00:00:00Z'),
    })
    .returning({ id: visitReservations.id });
  const [open] = await db
    .select({ id: weddingDays.id })
    .from(weddingDays)
    .where(and(eq(weddingDays.partnerId, partnerId), eq(weddingDays.state, 'OPEN')))
    .limit(1);
  const [booking] = await db
    .insert(slotHolds)
    .values({
      weddingDayId: open!.id,
      customerId: customer!.id,
      kind: 'BOOKING',
      state: 'PAID',
      paymentAmount: 100_000,
      paidAt: new Date(),
      paymentKey: `walk-${staff.id}`,
      answerDueAt: new Date('2030-03-01T00:00:00Z'),
    })
    .returning({ id: slotHolds.id });
  return {
    byName: {
      albumId: album!.id,
      photoId: photo!.id,
      id: staff.id,
      uuid: review!.uuid,
      hallId: room!.id,
      slotId: slot!.id,
      ruleId: rule!.id,
      roomId: room!.id,
      versionId: version!.id,
    },
    byPath: [
      { match: /\/staff\/invites\/\{id\}/, values: { id: invite!.id } },
      { match: /\/bookings\/visits\/\{id\}/, values: { id: visit!.id } },
      { match: /\/bookings\/slots\/\{id\}/, values: { id: booking!.id } },
    ],
  };
}

export function foreignValuesFor(ids: ForeignIds, path: string): Record<string, unknown> {
  return { ...ids.byName, ...ids.byPath.find((entry) => entry.match.test(path))?.values };
}
