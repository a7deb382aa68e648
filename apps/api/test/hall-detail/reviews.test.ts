import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, reviews } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('GET /web/v1/community/reviews: a hall tab 4 list, 20 a page', () => {
  let t: TestApp;
  let hall: typeof partners.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp();
    const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
    hall = halls.sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
  });
  afterAll(() => t.close());

  it('pages newest first with the spec names and the summary counts', async () => {
    const res = await t.app.inject(`/web/v1/community/reviews?partnerUuid=${hall.uuid}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.partnerId, hall.id), eq(reviews.blockState, 2)));
    expect(body.reviewSummary).toMatchObject({
      totalReviewCnt: rows.length,
      reviewCnt: rows.filter((r) => r.state === 1).length,
      // A hall has no branches.
      branchPartnerCnt: 1,
    });
    // The average per rating item, in the catalogue's order, one decimal.
    for (const { v } of body.reviewSummary.reviews) expect(Math.round(v * 10) / 10).toBe(v);
    expect(body.item.length).toBe(Math.min(20, rows.length));
    const plain = body.item.filter((r: { state: number }) => r.state !== 3);
    const times = plain.map((r: { regTsp: number }) => r.regTsp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const review = body.item[0];
    for (const key of [
      'uuid',
      'id',
      'customerUuid',
      'nick',
      'anonymous',
      'weddingMonth',
      'regTsp',
      'content',
      'images',
      'tags',
      'reviews',
      'likeCnt',
      'replyCnt',
      'answer',
      'mentorState',
      'state',
      'isLike',
      'partnerText',
      'card',
      'isMine',
      'verified',
    ])
      expect(review).toHaveProperty(key);
    expect([0, 1]).toContain(review.anonymous);
  });

  // Issue 25: spec §7's GET {token}?category=4 is the community's review list.
  it('answers the spec call with category=4 as without it, and refuses another category', async () => {
    const plain = (await t.app.inject(`/web/v1/community/reviews?partnerUuid=${hall.uuid}`)).json();
    const spec = await t.app.inject(`/web/v1/community/reviews?category=4&partnerUuid=${hall.uuid}`);
    expect(spec.statusCode).toBe(200);
    expect(spec.json().item.map((r: { uuid: string }) => r.uuid)).toEqual(
      plain.item.map((r: { uuid: string }) => r.uuid),
    );
    const other = await t.app.inject(`/web/v1/community/reviews?category=2&partnerUuid=${hall.uuid}`);
    expect(other.statusCode).toBe(400);
  });

  it('sorts best first with sort=4 and refuses other sorts and unknown partners', async () => {
    const best = (await t.app.inject(`/web/v1/community/reviews?partnerUuid=${hall.uuid}&sort=4`)).json().item;
    const likes = best.filter((r: { state: number }) => r.state !== 3).map((r: { likeCnt: number }) => r.likeCnt);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect((await t.app.inject(`/web/v1/community/reviews?partnerUuid=${hall.uuid}&sort=3`)).statusCode).toBe(400);
    expect((await t.app.inject(`/web/v1/community/reviews?partnerUuid=${randomUUID()}`)).statusCode).toBe(404);
  });
});
