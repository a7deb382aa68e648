import { regionLabel } from '@wedding/domain/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

type Card = { partnerUuid: string; isAdvertise: boolean; adCode: string | null; adName: string | null };

/** The rule, computed here from the raw tables, independently of the repository's SQL. */
async function expectedPopularHalls(t: TestApp, limit: number, now = new Date()) {
  const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
  const allAds = await t.database.db.select().from(ads);
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
      isLiked: false,
      isAdvertise: Boolean(ad),
      adName: ad?.adName ?? null,
      adCode: ad?.adCode ?? null,
      type: 2,
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

  it('honours limit and sends only the card fields', async () => {
    const res = await t.app.inject('/v3/book/popular-wedding-halls?limit=3');
    const { item } = res.json() as { item: Record<string, unknown>[] };
    expect(item).toHaveLength(3);
    expect(Object.keys(item[0]!).sort()).toEqual(
      ['adCode', 'adName', 'coverUrl', 'isAdvertise', 'isLiked', 'partnerName', 'partnerUuid', 'region', 'type'].sort(),
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
