import { REPORT_BLIND_THRESHOLD, REVIEW_RATING_ITEMS } from '@wedding/domain/community';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 25: the review counts a couple sees (the list's header, the partner's count) agree with the list itself
// after a delete, a block and a blinding.
type Person = Awaited<ReturnType<typeof signedInCustomer>>;
type Listed = {
  item: { uuid: string; state: number }[];
  reviewSummary: { totalReviewCnt: number; reviewCnt: number; blindReviewCnt: number };
};

const TEXT = '상담부터 본식까지 하나하나 세심하게 챙겨 주셔서 정말 든든했어요.';
const ratings = REVIEW_RATING_ITEMS.map((kname) => ({ kname, v: 5 }));

describe('review counts agree with the list (issue 25)', () => {
  let t: TestApp;
  let hall: { id: number; uuid: string };
  let author: Person;
  let viewer: Person;
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, payload: payload as object });
  const list = async (who?: Person, blockState = 2) =>
    (
      await api(
        'GET',
        `/web/v1/community/reviews?partnerUuid=${hall.uuid}&sort=2&fetchSize=20&blockState=${blockState}`,
        who,
      )
    ).json() as Listed;
  const write = async (who: Person) =>
    (
      await api('POST', '/web/v1/community/reviews', who, {
        partnerUuid: hall.uuid,
        content: TEXT,
        anonymous: 0,
        weddingMonth: null,
        reviews: ratings,
        tagIds: [],
        images: [],
      })
    ).json().item.uuid as string;
  const reviewCount = async () =>
    (await t.database.db.select({ n: partners.reviewCount }).from(partners).where(eq(partners.id, hall.id)))[0]!.n;
  const agrees = (listed: Listed) => {
    expect(listed.reviewSummary.totalReviewCnt).toBe(listed.item.length);
    expect(listed.reviewSummary.reviewCnt).toBe(listed.item.filter((r) => r.state === 1).length);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1);
    hall = row!;
    [author, viewer] = await Promise.all([signedInCustomer(t), signedInCustomer(t)]);
  });
  afterAll(() => t.close());

  it("a block takes the blocked writer's reviews out of the blocker's counts as out of the list", async () => {
    await write(author);
    await write(author);
    agrees(await list(viewer));
    const block = await api('POST', '/web/v1/community/block', viewer, {
      customerUuid: viewer.uuid,
      banCustomerUuid: author.uuid,
    });
    expect(block.statusCode).toBe(200);
    const after = await list(viewer);
    agrees(after);
    // Everyone else still counts them.
    expect((await list()).reviewSummary.totalReviewCnt).toBe(after.reviewSummary.totalReviewCnt + 2);
  });

  it("a delete and a blinding keep the partner's count equal to the readable reviews, never subtracting twice", async () => {
    const readable = async () => (await list()).reviewSummary.reviewCnt;
    expect(await reviewCount()).toBe(await readable());
    const target = await write(author);
    expect(await reviewCount()).toBe(await readable());
    const reporters = await Promise.all(Array.from({ length: REPORT_BLIND_THRESHOLD }, () => signedInCustomer(t)));
    for (const who of reporters)
      await api('POST', '/web/v1/community/report', who, { targetKind: 'REVIEW', targetUuid: target, reason: '기타' });
    expect((await list(undefined, 1)).item.map((r) => r.uuid)).toContain(target);
    expect((await list()).reviewSummary.blindReviewCnt).toBeGreaterThan(0);
    expect(await reviewCount()).toBe(await readable());
    expect((await api('DELETE', `/web/v1/community/${target}?type=2`, author)).statusCode).toBe(200);
    expect(await reviewCount()).toBe(await readable());
    agrees(await list());
  });
});
