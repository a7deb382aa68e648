import { regionLabel } from '@wedding/domain/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, partnerLikes, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';

type Card = {
  partnerUuid: string;
  isAdvertise: boolean;
  adCode: string | null;
  adName: string | null;
  isLiked: boolean;
};

/** The rule, computed here from the raw tables, independently of the repository's SQL. */
async function expectedPopularHalls(t: TestApp, limit: number, now = new Date(), viewerId: number | null = null) {
  const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
  const allAds = await t.database.db.select().from(ads);
  const likes =
    viewerId === null
      ? []
      : await t.database.db.select().from(partnerLikes).where(eq(partnerLikes.customerId, viewerId));
  const liked = new Set(likes.map((like) => like.partnerId));
  const activeAd = (partnerId: number) =>
    allAds
      .filter((ad) => ad.partnerId === partnerId && ad.placement === 'POPULAR')
      .filter((ad) => new Date(ad.startsAt) <= now && now < new Date(ad.endsAt))
      .sort((a, b) => new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime())[0];
  return halls
    .map((hall) => ({ hall, ad: activeAd(hall.id) }))
    .sort(
      (a, b) =>
        Number(!a.ad) - Number(!b.ad) ||
        b.hall.likeCount - a.hall.likeCount ||
        b.hall.reviewCount - a.hall.reviewCount ||
        a.hall.id - b.hall.id,
    )
    .slice(0, limit)
    .map(({ hall, ad }) => ({
      partnerUuid: hall.uuid,
      partnerName: hall.bizName,
      coverUrl: hall.coverUrl ?? `/media/generated/hall/${hall.uuid}.jpg`,
      region: regionLabel(hall.region, hall.subRegion),
      isLiked: liked.has(hall.id),
      isAdvertise: Boolean(ad),
      adName: ad?.adName ?? null,
      adCode: ad?.adCode ?? null,
      type: 2,
      paused: false,
    }));
}

describe('GET /v3/book/popular-wedding-halls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('returns 10 seeded halls: advertised first, then by likes, reviews and id', async () => {
    const res = await t.app.inject('/v3/book/popular-wedding-halls');
    expect(res.statusCode).toBe(200);
    const { item } = res.json() as { item: Card[] };
    expect(item).toHaveLength(10);
    expect(item).toEqual(await expectedPopularHalls(t, 10));
    // Advertised cards form one block at the top.
    const firstPlain = item.findIndex((card) => !card.isAdvertise);
    expect(item.slice(firstPlain === -1 ? item.length : firstPlain).every((card) => !card.isAdvertise)).toBe(true);
  });

  it('puts a hall with an active POPULAR ad first even when it is the least liked', async () => {
    const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
    const leastLiked = [...halls].sort((a, b) => a.likeCount - b.likeCount || b.id - a.id)[0]!;
    const now = Date.now();
    await t.database.db.insert(ads).values({
      partnerId: leastLiked.id,
      adCode: 'TEST-POPULAR-1',
      adName: '테스트 인기 광고',
      placement: 'POPULAR',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
    });
    const res = await t.app.inject('/v3/book/popular-wedding-halls?limit=50');
    const { item } = res.json() as { item: Card[] };
    expect(item).toEqual(await expectedPopularHalls(t, 50));
    const card = item.find((c) => c.partnerUuid === leastLiked.uuid);
    expect(card).toMatchObject({ isAdvertise: true, adCode: 'TEST-POPULAR-1', adName: '테스트 인기 광고' });
    expect(item.indexOf(card!)).toBeLessThan(item.findIndex((c) => !c.isAdvertise));
  });

  it('marks the halls a signed-in viewer liked; guests and other customers see none liked', async () => {
    const viewer = await createCustomer(t.database);
    const someoneElse = await createCustomer(t.database);
    const top = (await expectedPopularHalls(t, 10)).map((card) => card.partnerUuid);
    const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
    const likedHalls = [top[0], top[3]].map((uuid) => halls.find((h) => h.uuid === uuid)!);
    await t.database.db
      .insert(partnerLikes)
      .values(likedHalls.map((h) => ({ customerId: viewer.id, partnerId: h.id })));

    const bearer = async (id: number) => ({
      authorization: `Bearer ${(await t.app.services.sessions.startSession(id, 'app')).accessToken}`,
    });
    const mine = await t.app.inject({ url: '/v3/book/popular-wedding-halls', headers: await bearer(viewer.id) });
    expect(mine.statusCode).toBe(200);
    const { item } = mine.json() as { item: Card[] };
    expect(item).toEqual(await expectedPopularHalls(t, 10, new Date(), viewer.id));
    expect(item.filter((card) => card.isLiked).map((card) => card.partnerUuid)).toEqual([top[0], top[3]]);

    const theirs = await t.app.inject({ url: '/v3/book/popular-wedding-halls', headers: await bearer(someoneElse.id) });
    expect((theirs.json() as { item: Card[] }).item.some((card) => card.isLiked)).toBe(false);
    const guest = await t.app.inject('/v3/book/popular-wedding-halls');
    expect((guest.json() as { item: Card[] }).item.some((card) => card.isLiked)).toBe(false);
  });

  it('answers an invalid token 401 TOKEN_EXPIRED rather than treating the caller as a guest', async () => {
    const res = await t.app.inject({
      url: '/v3/book/popular-wedding-halls',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('honours limit and sends only the card fields', async () => {
    const res = await t.app.inject('/v3/book/popular-wedding-halls?limit=3');
    const { item } = res.json() as { item: Record<string, unknown>[] };
    expect(item).toHaveLength(3);
    expect(Object.keys(item[0]!).sort()).toEqual(
      [
        'adCode',
        'adName',
        'coverUrl',
        'isAdvertise',
        'isLiked',
        'partnerName',
        'partnerUuid',
        'paused',
        'region',
        'type',
      ].sort(),
    );
  });

  it('rejects bad query parameters with 400 and a Korean message, never 500', async () => {
    for (const limit of ['abc', '0', '-1', '51', '']) {
      const res = await t.app.inject(`/v3/book/popular-wedding-halls?limit=${limit}`);
      expect(res.statusCode, `limit=${limit}`).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: '요청 값이 올바르지 않습니다: limit',
      });
    }
  });
});
