import { randomUUID } from 'node:crypto';
import { FOLDER_FETCH_SIZE, PHOTO_PAGE_SIZE } from '@wedding/contract/hall-detail';
import { regionLabel } from '@wedding/domain/regions';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  individualHalls,
  partnerDrafts,
  partnerProfiles,
  partnerSubways,
  partners,
  photoAlbums,
  weddingDays,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';

type Partner = typeof partners.$inferSelect;

describe('hall detail: GET /v3/book/halls/:uuid/detail and its photos, rooms, preview, nearby, consulting', () => {
  let t: TestApp;
  let halls: Partner[];
  let hall: Partner;
  beforeAll(async () => {
    t = await buildTestApp();
    halls = await t.database.db.select().from(partners).where(eq(partners.type, 2)).orderBy(partners.id);
    hall = halls[0]!;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers every §3 Venue and Profile field of a hall, as a CDN-cacheable guest read', async () => {
    const res = await get(`/v3/book/halls/${hall.uuid}/detail`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage=60');
    const venue = res.json().item;
    expect(venue).toMatchObject({
      uuid: hall.uuid,
      partnerUuid: hall.uuid,
      partnerId: hall.id,
      bizName: hall.bizName,
      region: regionLabel(hall.region, hall.subRegion),
      like: false,
      consultingSlotsDisplayed: hall.consultingSlotsDisplayed,
      consultingUsed: hall.consultingUsed,
      contractUsed: hall.contractUsed,
      totalAmount: hall.totalAmount,
      minPrice: hall.minPrice,
      discountRate: hall.discountRate,
    });
    expect(venue.shareLink).toContain(`/weddinghall/${hall.uuid}`);
    for (const key of ['benefits', 'specialFeatures', 'expirationDateOfNotice', 'profile'])
      expect(venue).toHaveProperty(key);
    const [profile] = await t.database.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, hall.id));
    expect(venue.profile).toMatchObject({ id: profile!.id, name: profile!.name, address: profile!.address });
    for (const key of [
      'tel',
      'notice',
      'address2',
      'representativeImages',
      'amenities',
      'subways',
      'parking',
      'operationTime',
      'invitation',
      'individualHalls',
    ])
      expect(venue.profile).toHaveProperty(key);
    expect(venue.profile.coordinates).toEqual({ lat: profile!.lat, lng: profile!.lng });
    expect(venue.profile.representativeImages.length).toBeGreaterThan(0);
    // Sunday first, holidays last (the weekly expander's order).
    const keys = venue.profile.operationTime.map((d: { key: string }) => d.key);
    expect(keys).toEqual([...keys].sort((a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    const room = venue.profile.individualHalls[0];
    expect(room).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: expect.any(String),
      images: expect.any(Array),
      regularPrice: { rentalFee: expect.any(Number), adultDrinkFee: expect.any(Number), mealFee: expect.any(Number) },
      weddingGapMinutes: expect.anything(),
      suggestPersonnel: expect.anything(),
      entranceMethod: expect.any(String),
    });
  });

  it("gives each room's meal fee per guest for the hall card (spec §9), the price its slots' meals start from (issue 25)", async () => {
    const owner = halls[0]!;
    const res = await get(`/v3/book/halls/${owner.uuid}/individual-halls`);
    const rooms: { id: number; regularPrice: { mealFee: number; adultDrinkFee: number } }[] = res.json().item;
    const slots = await t.database.db.select().from(weddingDays).where(eq(weddingDays.partnerId, owner.id));
    for (const room of rooms) {
      // A per-guest meal price: tens of thousands of won, never the drink fee standing in for it.
      expect(room.regularPrice.mealFee).toBeGreaterThanOrEqual(45_000);
      const meals = slots.filter((s) => s.individualHallId === room.id).map((s) => s.mealPrice);
      if (meals.length > 0) expect(room.regularPrice.mealFee).toBeLessThanOrEqual(Math.max(...meals));
    }
  });

  it('gives one wedding gap as a number and several as a list (spec §3)', async () => {
    const rooms = await t.database.db.select().from(individualHalls);
    const single = rooms.find((r) => r.weddingGapMinutes.length === 1)!;
    const several = rooms.find((r) => r.weddingGapMinutes.length > 1)!;
    for (const [room, expected] of [
      [single, single.weddingGapMinutes[0]],
      [several, several.weddingGapMinutes],
    ] as const) {
      const owner = halls.find((h) => h.id === room.partnerId)!;
      const res = await get(`/v3/book/halls/${owner.uuid}/individual-halls`);
      const found = res.json().item.find((r: { id: number }) => r.id === room.id);
      expect(found.weddingGapMinutes).toEqual(expected);
    }
  });

  it('answers 404 HALL_NOT_FOUND for an unknown uuid or a planner, and 400 for a malformed one', async () => {
    const planner = (await t.database.db.select().from(partners).where(eq(partners.type, 37)))[0]!;
    for (const uuid of [randomUUID(), planner.uuid]) {
      const res = await get(`/v3/book/halls/${uuid}/detail`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'HALL_NOT_FOUND', message: '웨딩홀을 찾을 수 없어요.' });
    }
    expect((await get('/v3/book/halls/nope/detail')).statusCode).toBe(400);
  });

  it("shows the signed-in viewer's like, and answers privately", async () => {
    const viewer = await createCustomer(t.database);
    const { accessToken } = await t.app.services.sessions.startSession(viewer.id, 'app');
    const auth = { authorization: `Bearer ${accessToken}` };
    const liked = await t.app.inject({
      method: 'PUT',
      url: `/v3/20240729/partner/${hall.uuid}/like`,
      headers: auth,
      payload: { state: 1 },
    });
    expect(liked.statusCode).toBe(200);
    const res = await get(`/v3/book/halls/${hall.uuid}/detail`, auth);
    expect(res.json().item.like).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`/v3/book/halls/${hall.uuid}/detail`)).json().item.like).toBe(false);
  });

  it('pages official photos 21 at a time: plain photos first, then one tile per folder, with the total', async () => {
    const first = (await get(`/v3/book/halls/${hall.uuid}/official-images`)).json();
    expect(first.item.length).toBeLessThanOrEqual(PHOTO_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(0);
    const all = (await get(`/v3/book/halls/${hall.uuid}/official-images?fetchStart=0&fetchSize=100`)).json().item;
    expect(all).toHaveLength(first.total);
    const firstFolder = all.findIndex((p: { mainGroupKey: string }) => p.mainGroupKey !== 'representativeImageUrls');
    expect(firstFolder).toBeGreaterThan(0);
    expect(
      all.slice(firstFolder).every((p: { mainGroupKey: string }) => p.mainGroupKey !== 'representativeImageUrls'),
    ).toBe(true);
    const amenities = all.find((p: { mainGroupKey: string }) => p.mainGroupKey === 'amenities');
    expect(amenities).toMatchObject({ title: '부대시설', albumImageCount: expect.any(Number) });
    const past = (await get(`/v3/book/halls/${hall.uuid}/official-images?fetchStart=${first.total}`)).json();
    expect(past).toEqual({ item: [], total: first.total });
  });

  it('opens a folder by key or album id, up to 1000 photos, and 404s one the hall does not have', async () => {
    const byKey = (await get(`/v3/book/halls/${hall.uuid}/folder-images?key=amenities`)).json();
    expect(byKey.item.length).toBeGreaterThan(0);
    expect(byKey.item.every((p: { title: string }) => p.title === '부대시설')).toBe(true);
    const [album] = await t.database.db
      .select()
      .from(photoAlbums)
      .where(and(eq(photoAlbums.partnerId, hall.id), eq(photoAlbums.mainGroupKey, 'amenities')));
    const byId = (await get(`/v3/book/halls/${hall.uuid}/folder-images?albumId=${album!.id}`)).json();
    expect(byId).toEqual(byKey);
    expect(FOLDER_FETCH_SIZE).toBe(1000);
    const missing = await get(`/v3/book/halls/${hall.uuid}/folder-images?key=nothing`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ALBUM_NOT_FOUND');
    const other = halls[1]!;
    expect((await get(`/v3/book/halls/${other.uuid}/folder-images?albumId=${album!.id}`)).statusCode).toBe(404);
    expect((await get(`/v3/book/halls/${hall.uuid}/folder-images`)).statusCode).toBe(400);
  });

  it('pages review photos with their total', async () => {
    const withReviews = await Promise.all(
      halls.slice(0, 10).map(async (h) => ({ h, body: (await get(`/v3/book/halls/${h.uuid}/review-images`)).json() })),
    );
    const some = withReviews.find((x) => x.body.total > 0)!;
    expect(some.body.item.length).toBe(Math.min(PHOTO_PAGE_SIZE, some.body.total));
    expect(some.body.item[0].mainGroupKey).toBe('review');
  });

  it('shows one room with its venue and open slots, and 404s a room of another hall', async () => {
    const [room] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.partnerId, hall.id));
    const res = await get(`/v3/book/halls/${hall.uuid}/individual-halls/${room!.uuid}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().item;
    expect(body.hall.uuid).toBe(room!.uuid);
    expect(body.venue).toMatchObject({ partnerUuid: hall.uuid, partnerId: hall.id, bizName: hall.bizName });
    expect(body.slots.every((s: { hallName: string }) => s.hallName === room!.name)).toBe(true);
    const dates = body.slots.map(
      (s: { weddingDate: string; weddingTime: string }) => `${s.weddingDate} ${s.weddingTime}`,
    );
    expect(dates).toEqual([...dates].sort());
    const wrong = await get(`/v3/book/halls/${halls[1]!.uuid}/individual-halls/${room!.uuid}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('INDIVIDUAL_HALL_NOT_FOUND');
  });

  it('finds the room by the venue profile id the page route carries, and 404s another profile', async () => {
    const [room] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.partnerId, hall.id));
    const byUuid = (await get(`/v3/book/halls/${hall.uuid}/individual-halls/${room!.uuid}`)).json().item;
    const profileId = byUuid.venue.partnerProfileId;
    expect(profileId).toBeGreaterThan(0);
    const res = await get(`/v3/book/partner-profiles/${profileId}/individual-halls/${room!.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toEqual(byUuid);
    const other = await get(`/v3/book/partner-profiles/${profileId + 1}/individual-halls/${room!.uuid}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('INDIVIDUAL_HALL_NOT_FOUND');
    expect((await get(`/v3/book/partner-profiles/abc/individual-halls/${room!.uuid}`)).statusCode).toBe(400);
  });

  it('compares a pending draft with the published room field by field', async () => {
    const [draft] = await t.database.db.select().from(partnerDrafts).where(isNotNull(partnerDrafts.individualHallId));
    expect(draft).toBeDefined();
    const [room] = await t.database.db
      .select()
      .from(individualHalls)
      .where(eq(individualHalls.id, draft!.individualHallId!));
    const res = await get(`/v3/book/individual-halls/${room!.id}/preview?token=${room!.previewToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { fields, draftedAt } = res.json().item;
    expect(draftedAt).not.toBeNull();
    expect(fields.name).toEqual({ status: 'updated', published: room!.name, draft: `${room!.name} (리뉴얼)` });
    expect(fields.rentalFee.status).toBe('updated');
    expect(fields.suggestPersonnel).toEqual({ status: 'deleted', published: room!.suggestPersonnel, draft: null });
    expect(fields.mealFee.status).toBe('unchanged');
    expect(fields.images.status).toBe('updated');
    // A room without a draft compares equal everywhere.
    const [plain] = await t.database.db
      .select()
      .from(individualHalls)
      .where(eq(individualHalls.partnerId, halls.at(-1)!.id));
    const none = (await get(`/v3/book/individual-halls/${plain!.id}/preview?token=${plain!.previewToken}`)).json().item;
    if (none.draftedAt === null)
      expect(Object.values(none.fields).every((f) => (f as { status: string }).status === 'unchanged')).toBe(true);
    expect((await get(`/v3/book/individual-halls/999999/preview?token=${room!.previewToken}`)).statusCode).toBe(404);
  });

  // Decision 0033: drafts (unpublished prices) were readable by anyone counting ids; now only by the link.
  it('answers a draft only to its preview link: no token, a wrong one or another room’s is the same 404', async () => {
    const [draft] = await t.database.db.select().from(partnerDrafts).where(isNotNull(partnerDrafts.individualHallId));
    const [room] = await t.database.db
      .select()
      .from(individualHalls)
      .where(eq(individualHalls.id, draft!.individualHallId!));
    const [other] = await t.database.db
      .select()
      .from(individualHalls)
      .where(eq(individualHalls.partnerId, halls.at(-1)!.id));
    // The seed gives every room its own 128-bit token (22 base64url characters; the first room's is the demo's).
    expect(room!.previewToken).not.toBe(other!.previewToken);
    expect(other!.previewToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const url = `/v3/book/individual-halls/${room!.id}/preview`;
    const notFound = { status: 404, code: 'INDIVIDUAL_HALL_NOT_FOUND' };
    for (const query of [
      '',
      '?token=',
      '?token=wrong',
      `?token=${other!.previewToken}`,
      `?token=${room!.previewToken}x`,
    ]) {
      const res = await get(`${url}${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.json(), query).toMatchObject(notFound);
      expect(res.body).not.toContain('리뉴얼');
    }
    const right = await get(`${url}?token=${encodeURIComponent(room!.previewToken)}`);
    expect(right.statusCode).toBe(200);
    expect(right.json().item.fields.name.draft).toBe(`${room!.name} (리뉴얼)`);
  });

  it('never lets a preview token out with the public room reads', async () => {
    const [room] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.partnerId, hall.id));
    const [profile] = await t.database.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, hall.id));
    for (const url of [
      `/v3/book/halls/${hall.uuid}/detail`,
      `/v3/book/halls/${hall.uuid}/individual-halls`,
      `/v3/book/halls/${hall.uuid}/individual-halls/${room!.uuid}`,
      `/v3/book/partner-profiles/${profile!.id}/individual-halls/${room!.uuid}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(room!.previewToken);
    }
  });

  it('answers consulting info in data.data, null for a hall that takes no consultations', async () => {
    const consulting = halls.find((h) => h.consultingUsed)!;
    const body = (await get(`/v3/book/consulting/${consulting.id}`)).json();
    expect(body.data.data).toMatchObject({
      partnerId: consulting.id,
      deposit: consulting.deposit,
      reservationOpenDate: 14,
    });
    expect(body.data.data.weddingOpenDate).toMatch(/^\d{4}-\d{2}$/);
    const none = halls.find((h) => !h.consultingUsed);
    if (none) expect((await get(`/v3/book/consulting/${none.id}`)).json()).toEqual({ data: { data: null } });
    expect((await get('/v3/book/consulting/99999999')).statusCode).toBe(404);
  });

  it('lists nearby halls: advertised first, then up to 20 recommended, never the viewed hall', async () => {
    const region = regionLabel(hall.region, hall.subRegion);
    const res = await get(
      `/v3/book/recommendations/nearby?region=${encodeURIComponent(region)}&excludeUuid=${hall.uuid}`,
    );
    expect(res.statusCode).toBe(200);
    const items = res.json().item as { partnerUuid: string; adCode: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.partnerUuid === hall.uuid)).toBe(false);
    const firstPlain = items.findIndex((i) => i.adCode === null);
    expect(items.slice(firstPlain === -1 ? items.length : firstPlain).every((i) => i.adCode === null)).toBe(true);
    expect(items.filter((i) => i.adCode === null).length).toBeLessThanOrEqual(20);
    expect(new Set(items.map((i) => i.partnerUuid)).size).toBe(items.length);
  });

  it('finds a hall by name for the route sheet without a Kakao key (source local)', async () => {
    const res = await get(`/v3/book/maps/keyword?query=${encodeURIComponent(hall.bizName)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('local');
    expect(body.documents[0]).toMatchObject({ place_name: hall.bizName });
    expect(Number(body.documents[0].y)).toBeGreaterThan(30);
    expect((await get('/v3/book/maps/keyword?query=')).statusCode).toBe(400);
  });

  it('answers the cover and representative images at /v1/partner/:uuid/image', async () => {
    const body = (await get(`/v1/partner/${hall.uuid}/image`)).json();
    expect(body.item.images.length).toBeGreaterThan(0);
    expect(body.item.coverUrl).toBeTruthy();
  });

  it('knows the subway rows the seed wrote', async () => {
    const rows = await t.database.db.select().from(partnerSubways).where(eq(partnerSubways.partnerId, hall.id));
    const venue = (await get(`/v3/book/halls/${hall.uuid}/detail`)).json().item;
    expect(venue.profile.subways).toHaveLength(rows.length);
  });

  it("names every station with exactly one '역', however its row was entered (issue 25: '청담역역')", async () => {
    const other = halls.at(-2)!;
    await t.database.db.insert(partnerSubways).values([
      { partnerId: other.id, lineName: '7호선', stationName: '청담', walkingTimeMinutes: 5, sort: 8 },
      { partnerId: other.id, lineName: '9호선', stationName: '신논현역역', walkingTimeMinutes: 9, sort: 9 },
    ]);
    const venue = (await get(`/v3/book/halls/${other.uuid}/detail`)).json().item;
    const names: string[] = venue.profile.subways.map((s: { stationName: string }) => s.stationName);
    expect(names).toEqual(expect.arrayContaining(['청담역', '신논현역']));
    for (const name of names) expect(name, name).toMatch(/[^역]역$/u);
  });
});

const ORDER = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'holiday'];
