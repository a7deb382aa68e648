import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';

// Issue 12 favourites: the liked-partner lists (/v3/like/partners, /web/v3/like/partners/{type}) and the liked
// slots, newest first, paged by fetchStart/fetchSize (20), a customer's own and private.
describe('favourites lists', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let halls: (typeof partners.$inferSelect)[];
  let planner: typeof partners.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp();
    halls = await t.database.db.select().from(partners).where(eq(partners.type, 2)).orderBy(partners.id).limit(3);
    planner = (await t.database.db.select().from(partners).where(eq(partners.type, 37)).limit(1))[0]!;
    auth = await bearerForNewCustomer(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = auth) => t.app.inject({ url, headers });
  const likePartner = (uuid: string) =>
    t.app.inject({ method: 'PUT', url: `/v3/20240729/partner/${uuid}/like`, headers: auth, payload: { state: 1 } });

  it('answers 401 to a guest', async () => {
    for (const url of ['/v3/like/partners', '/web/v3/like/partners/2', '/v3/like/wedding-days'])
      expect((await get(url, {})).statusCode, url).toBe(401);
  });

  it('starts empty', async () => {
    expect((await get('/v3/like/partners')).json()).toEqual({ item: [], total: 0 });
    expect((await get('/v3/like/wedding-days')).json()).toEqual({ item: [], total: 0 });
  });

  it('lists liked halls newest first and planners in their own tab, each with isLiked true', async () => {
    for (const hall of halls) expect((await likePartner(hall.uuid)).statusCode).toBe(200);
    expect((await likePartner(planner.uuid)).statusCode).toBe(200);
    const res = await get('/v3/like/partners');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.item.map((c: { partnerUuid: string }) => c.partnerUuid)).toEqual(halls.map((h) => h.uuid).reverse());
    expect(body.item.every((c: { isLiked: boolean; type: number }) => c.isLiked && c.type === 2)).toBe(true);
    expect((await get('/web/v3/like/partners/2')).json()).toEqual(body);
    const planners = (await get('/web/v3/like/partners/37')).json();
    expect(planners.total).toBe(1);
    expect(planners.item[0]).toMatchObject({ partnerUuid: planner.uuid, type: 37 });
    expect((await get('/web/v3/like/partners/5')).statusCode).toBe(400);
  });

  it('pages by fetchStart and fetchSize (20 by default)', async () => {
    const page = (await get('/v3/like/partners?fetchStart=1&fetchSize=1')).json();
    expect(page.total).toBe(3);
    expect(page.item.map((c: { partnerUuid: string }) => c.partnerUuid)).toEqual([halls[1]!.uuid]);
    expect((await get('/v3/like/partners?fetchStart=3')).json()).toEqual({ item: [], total: 3 });
    expect((await get('/v3/like/partners?fetchSize=0')).statusCode).toBe(400);
  });

  it('lists liked slots with their prices, marking those no longer available', async () => {
    const [open, booked] = await t.database.db
      .select()
      .from(weddingDays)
      .where(sql`${weddingDays.state} = 'OPEN' AND ${weddingDays.weddingDate} >= current_date + 1`)
      .limit(2);
    for (const slot of [open!, booked!])
      expect(
        (await t.app.inject({ method: 'POST', url: `/v3/like/wedding-day/${slot.id}`, headers: auth })).statusCode,
      ).toBe(200);
    await t.database.db.update(weddingDays).set({ state: 'BOOKED' }).where(eq(weddingDays.id, booked!.id));
    const body = (await get('/v3/like/wedding-days')).json();
    expect(body.total).toBe(2);
    const [first, second] = body.item;
    expect(first).toMatchObject({
      weddingDayId: booked!.id,
      available: false,
      isLike: true,
      finalPrice: booked!.finalPrice,
    });
    expect(second).toMatchObject({
      weddingDayId: open!.id,
      available: true,
      isLike: true,
      finalPrice: open!.finalPrice,
    });
    expect(Date.parse(first.likedAt)).not.toBeNaN();
  });
});
