import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { operatorAudit, partners, reviewDisputes, reviewImages, reviews } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { noticesOf } from '../helpers/notices.ts';
import { signedInOperator } from '../helpers/operators.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 29 §3: a hall's dispute of a review (one per review, sent from the partner console) is decided by an
// operator. Upheld: the review is removed (state 0, the hall's review count kept right, gone from the public list
// and page), its writer told why and the hall told. Rejected: the review stays and the hall is told why. Until
// then the review stays visible. A verdict needs a reason, is final, and lands with its audit row and notices.

const ADMIN = '/v3/admin/disputes';
const REASON_UPHOLD = '리뷰에 전화번호가 그대로 드러나 있어 삭제합니다.';
const REASON_REJECT = '업체에 대한 의견 표현으로, 삭제 사유에 해당하지 않습니다.';

describe('review disputes in the operator console (issue 29 §3)', () => {
  let t: TestApp;
  let hall: { id: number; uuid: string; bizName: string };
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let moderator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid, bizName: partners.bizName })
      .from(partners)
      .where(eq(partners.type, 2))
      .orderBy(partners.id)
      .limit(1);
    hall = row!;
    owner = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
    moderator = await signedInOperator(t, 'MODERATOR');
  });
  afterAll(() => t.close());

  /** A couple's live review of the hall (as the review write does: the hall's count goes up), with two images. */
  async function writtenReview(options: { nick?: string; anonymous?: boolean; blinded?: boolean } = {}) {
    const writer = await signedInCustomer(t, { nick: options.nick ?? `후기작성자${Date.now() % 100000}` });
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        partnerId: hall.id,
        customerId: writer.id,
        anonymous: options.anonymous ?? false,
        content: `홀 직원이 불친절했고 담당자 번호는 010-1234-5678입니다. (${Math.random()})`,
        ratings: [
          { kname: '홀', v: 2 },
          { kname: '식사', v: 3 },
        ],
        blockState: options.blinded ? 1 : 2,
      })
      .returning({ id: reviews.id, uuid: reviews.uuid });
    await t.database.db.insert(reviewImages).values([
      { reviewId: review!.id, url: '/media/review/a.jpg', sort: 0 },
      { reviewId: review!.id, url: '/media/review/b.jpg', sort: 1 },
    ]);
    if (!options.blinded)
      await t.database.db
        .update(partners)
        .set({ reviewCount: sql`${partners.reviewCount} + 1` })
        .where(eq(partners.id, hall.id));
    return { ...review!, writer };
  }

  /** The hall disputes the review through its console, as the reviews page does. */
  async function disputed(review: { id: number; uuid: string }) {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v3/partner-center/reviews/${review.uuid}/dispute`,
      headers: owner.headers,
      payload: { reason: 'PERSONAL_INFO', text: '리뷰 본문에 담당 직원의 휴대전화 번호가 적혀 있습니다.' },
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ id: reviewDisputes.id })
      .from(reviewDisputes)
      .where(eq(reviewDisputes.reviewId, review.id));
    return row!.id;
  }

  const reviewCount = async () =>
    (await t.database.db.select({ n: partners.reviewCount }).from(partners).where(eq(partners.id, hall.id)))[0]!.n;

  /** What a guest reads: the hall's review tab (first 50, newest first) and the review's own page. */
  async function publicly(uuid: string) {
    const tab = await t.app.inject({
      url: `/web/v1/community/reviews?partnerUuid=${hall.uuid}&fetchStart=0&fetchSize=50&sort=2`,
    });
    expect(tab.statusCode).toBe(200);
    const page = await t.app.inject({ url: `/web/v1/communityV2/${uuid}` });
    return {
      inList: tab.json().item.some((r: { uuid: string }) => r.uuid === uuid),
      total: tab.json().reviewSummary.totalReviewCnt as number,
      page: page.statusCode,
      content: page.statusCode === 200 ? (page.json().item.content as string) : null,
    };
  }

  async function consoleReview(uuid: string) {
    const list = await t.app.inject({ url: '/v3/partner-center/reviews', headers: owner.headers });
    return list.json().item.find((r: { uuid: string }) => r.uuid === uuid);
  }

  const auditOf = (reviewId: number) =>
    t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.target, `review:${reviewId}`)))
      .orderBy(operatorAudit.id);

  it('lists disputes open first with the review, the hall, the reason and the hall’s text; the review stays up meanwhile', async () => {
    const review = await writtenReview({ nick: '봄날신부' });
    const id = await disputed(review);

    const list = await t.app.inject({ url: ADMIN, headers: moderator.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json().item;
    expect(body.openCount).toBeGreaterThanOrEqual(1);
    const states: string[] = body.disputes.map((d: { state: string }) => d.state);
    // OPEN ones lead.
    expect(states.slice(0, states.lastIndexOf('OPEN') + 1).every((s) => s === 'OPEN')).toBe(true);
    const entry = body.disputes.find((d: { id: number }) => d.id === id);
    expect(entry).toMatchObject({
      state: 'OPEN',
      reason: 'PERSONAL_INFO',
      reasonLabel: '개인정보 노출',
      text: '리뷰 본문에 담당 직원의 휴대전화 번호가 적혀 있습니다.',
      resolvedTsp: null,
      verdictReason: null,
      decidedBy: null,
      reviewOlderThanLimit: false,
      hall: { id: hall.id, uuid: hall.uuid, bizName: hall.bizName },
      review: {
        id: review.id,
        uuid: review.uuid,
        rating: 2.5,
        imageCount: 2,
        writerNick: '봄날신부',
        anonymous: false,
        state: 1,
        blinded: false,
      },
    });
    expect(entry.review.content).toContain('010-1234-5678');
    expect(typeof entry.regTsp).toBe('number');

    // Filtered by state; the detail carries the image paths.
    const open = (await t.app.inject({ url: `${ADMIN}?state=OPEN`, headers: moderator.headers })).json().item;
    expect(open.disputes.every((d: { state: string }) => d.state === 'OPEN')).toBe(true);
    expect(open.disputes.some((d: { id: number }) => d.id === id)).toBe(true);
    const upheld = (await t.app.inject({ url: `${ADMIN}?state=UPHELD`, headers: moderator.headers })).json().item;
    expect(upheld.disputes.some((d: { id: number }) => d.id === id)).toBe(false);
    const detail = await t.app.inject({ url: `${ADMIN}/${id}`, headers: moderator.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().item.review.images).toEqual(['/media/review/a.jpg', '/media/review/b.jpg']);
    const missing = await t.app.inject({ url: `${ADMIN}/99999999`, headers: moderator.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('DISPUTE_NOT_FOUND');

    // Until decided, the review is where it was.
    expect(await publicly(review.uuid)).toMatchObject({ inList: true, page: 200 });
    expect((await consoleReview(review.uuid)).dispute).toMatchObject({ state: 'OPEN', verdictReason: null });
  });

  it('reaches MODERATOR and ADMIN only: no session, a customer token and a partner cookie get 401', async () => {
    const review = await writtenReview();
    const id = await disputed(review);
    const admin = await signedInOperator(t, 'ADMIN');
    expect((await t.app.inject({ url: ADMIN, headers: admin.headers })).statusCode).toBe(200);

    const customer = await signedInCustomer(t);
    for (const headers of [{}, customer.headers, owner.headers]) {
      expect((await t.app.inject({ url: ADMIN, headers })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `${ADMIN}/${id}`, headers })).statusCode).toBe(401);
      const uphold = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/${id}/uphold`,
        headers,
        payload: { reason: REASON_UPHOLD },
      });
      expect(uphold.statusCode).toBe(401);
      expect(uphold.json().code).toBe('OPERATOR_LOGIN_REQUIRED');
    }
    const [row] = await t.database.db.select().from(reviewDisputes).where(eq(reviewDisputes.id, id));
    expect(row!.state).toBe('OPEN');
  });

  it('refuses a verdict without a reason, or with one under 10 characters, in Korean, and changes nothing', async () => {
    const review = await writtenReview();
    const id = await disputed(review);
    const cases: [object, string][] = [
      [{}, '판정 사유를 입력해 주세요. 사유는 작성자나 업체에 그대로 전달됩니다.'],
      [{ reason: '   ' }, '판정 사유를 입력해 주세요. 사유는 작성자나 업체에 그대로 전달됩니다.'],
      [{ reason: '욕설 포함' }, '판정 사유는 10자 이상 500자 이하로 입력해 주세요.'],
      [{ reason: '가'.repeat(501) }, '판정 사유는 10자 이상 500자 이하로 입력해 주세요.'],
    ];
    for (const verdict of ['uphold', 'reject'])
      for (const [payload, message] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${ADMIN}/${id}/${verdict}`,
          headers: moderator.headers,
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VERDICT_REASON_INVALID', message });
      }
    const [row] = await t.database.db.select().from(reviewDisputes).where(eq(reviewDisputes.id, id));
    expect(row).toMatchObject({ state: 'OPEN', resolvedAt: null, verdictReason: null, decidedBy: null });
    expect(await auditOf(review.id)).toEqual([]);
    expect(await noticesOf(t.database, `dispute:${id}:%`)).toEqual([]);
    expect(await publicly(review.uuid)).toMatchObject({ inList: true, page: 200 });
  });

  it('upholds: the review is removed from the public list and page, the count drops by one, the writer and the hall are told, all audited', async () => {
    const review = await writtenReview({ nick: '가을신랑' });
    const id = await disputed(review);
    const countBefore = await reviewCount();
    const shownBefore = await publicly(review.uuid);

    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${id}/uphold`,
      headers: moderator.headers,
      payload: { reason: `  ${REASON_UPHOLD}  ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      id,
      state: 'UPHELD',
      verdictReason: REASON_UPHOLD,
      decidedBy: { id: moderator.id, name: '운영자' },
      review: { state: 0 },
    });
    expect(typeof res.json().item.resolvedTsp).toBe('number');

    // The review: state 0, out of the hall's count, the tab and its own page.
    const [row] = await t.database.db.select({ state: reviews.state }).from(reviews).where(eq(reviews.id, review.id));
    expect(row!.state).toBe(0);
    expect(await reviewCount()).toBe(countBefore - 1);
    const shownAfter = await publicly(review.uuid);
    expect(shownAfter).toMatchObject({ inList: false, page: 404 });
    expect(shownAfter.total).toBe(shownBefore.total - 1);

    // The dispute records who decided and why.
    const [dispute] = await t.database.db.select().from(reviewDisputes).where(eq(reviewDisputes.id, id));
    expect(dispute).toMatchObject({ state: 'UPHELD', decidedBy: moderator.id, verdictReason: REASON_UPHOLD });
    expect(dispute!.resolvedAt).toBeInstanceOf(Date);

    // The audit row: who, what, on what, why, before and after.
    const audit = await auditOf(review.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: moderator.id,
      action: 'dispute.uphold',
      target: `review:${review.id}`,
      reason: REASON_UPHOLD,
      before: { dispute: { id, state: 'OPEN', reason: 'PERSONAL_INFO' }, review: { state: 1, blockState: 2 } },
      after: {
        dispute: { id, state: 'UPHELD', verdictReason: REASON_UPHOLD },
        review: { state: 0 },
        reviewCountLowered: true,
      },
    });

    // The writer's inbox says why; the hall's console inbox says it was upheld.
    const writerInbox = await t.app.inject({ url: '/v3/notifications', headers: review.writer.headers });
    expect(writerInbox.statusCode).toBe(200);
    const writerEntry = writerInbox.json().item.list.find((n: { kind: string }) => n.kind === 'REVIEW_REMOVED');
    expect(writerEntry).toMatchObject({
      title: '운영 정책에 따라 내 후기가 삭제되었어요',
      body: `${hall.bizName} 후기 · 사유: ${REASON_UPHOLD}`,
    });
    const hallInbox = await t.app.inject({ url: '/v3/partner-center/notifications', headers: owner.headers });
    expect(hallInbox.statusCode).toBe(200);
    const hallEntry = hallInbox
      .json()
      .item.list.find(
        (n: { kind: string; body: string }) => n.kind === 'HALL_DISPUTE_UPHELD' && n.body.includes('가을신랑'),
      );
    expect(hallEntry).toMatchObject({
      title: '리뷰 신고가 받아들여져 리뷰를 삭제했어요',
      body: `가을신랑님의 리뷰 · 사유: ${REASON_UPHOLD}`,
    });
    // In-app only: nothing goes out by 알림톡 for a verdict.
    const [entry] = await noticesOf(t.database, `dispute:${id}:UPHELD`);
    expect(entry).toMatchObject({ audience: 'PARTNER', partner_id: hall.id });
    const deliveries = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.event_key IN (${`dispute:${id}:UPHELD`}, ${`review:${review.id}:REMOVED`})`,
    );
    expect(deliveries[0]!.n).toBe(0);

    // The hall's console lists the removed review with the outcome, and takes nothing more on it.
    expect(await consoleReview(review.uuid)).toMatchObject({
      removed: true,
      dispute: { state: 'UPHELD', verdictReason: REASON_UPHOLD },
    });
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/v3/partner-center/reviews/${review.uuid}/answer`,
      headers: owner.headers,
      payload: { content: '삭제된 리뷰에 답변합니다.' },
    });
    expect(answer.statusCode).toBe(409);
  });

  it('is final: a second verdict, either way, is 409 DISPUTE_DECIDED and changes nothing', async () => {
    const review = await writtenReview();
    const id = await disputed(review);
    const first = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${id}/reject`,
      headers: moderator.headers,
      payload: { reason: REASON_REJECT },
    });
    expect(first.statusCode).toBe(200);
    const other = await signedInOperator(t, 'ADMIN');
    for (const verdict of ['uphold', 'reject']) {
      const again = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/${id}/${verdict}`,
        headers: other.headers,
        payload: { reason: REASON_UPHOLD },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'DISPUTE_DECIDED',
        message: '이미 판정이 끝난 신고입니다. 판정은 바꿀 수 없습니다.',
      });
    }
    const [dispute] = await t.database.db.select().from(reviewDisputes).where(eq(reviewDisputes.id, id));
    expect(dispute).toMatchObject({ state: 'REJECTED', decidedBy: moderator.id, verdictReason: REASON_REJECT });
    expect((await auditOf(review.id)).map((a) => a.action)).toEqual(['dispute.reject']);
    expect(await noticesOf(t.database, `dispute:${id}:%`)).toHaveLength(1);
    expect(await publicly(review.uuid)).toMatchObject({ inList: true, page: 200 });
    const missing = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/99999999/uphold`,
      headers: moderator.headers,
      payload: { reason: REASON_UPHOLD },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('decides once when two operators press at the same moment', async () => {
    const review = await writtenReview();
    const id = await disputed(review);
    const countBefore = await reviewCount();
    const other = await signedInOperator(t, 'MODERATOR');
    const answers = await Promise.all(
      [moderator, other].map((op) =>
        t.app.inject({
          method: 'POST',
          url: `${ADMIN}/${id}/uphold`,
          headers: op.headers,
          payload: { reason: REASON_UPHOLD },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await reviewCount()).toBe(countBefore - 1);
    expect(await auditOf(review.id)).toHaveLength(1);
    expect(await noticesOf(t.database, `review:${review.id}:REMOVED`)).toHaveLength(1);
  });

  it('rejects: the review stays with its count, the hall is told why, the writer is told nothing', async () => {
    const review = await writtenReview({ nick: '겨울신부', anonymous: true });
    const id = await disputed(review);
    const countBefore = await reviewCount();

    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${id}/reject`,
      headers: moderator.headers,
      payload: { reason: REASON_REJECT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ state: 'REJECTED', verdictReason: REASON_REJECT, review: { state: 1 } });

    expect(await reviewCount()).toBe(countBefore);
    const shown = await publicly(review.uuid);
    expect(shown).toMatchObject({ inList: true, page: 200 });
    expect(shown.content).toContain('010-1234-5678');

    expect(await auditOf(review.id)).toMatchObject([
      {
        operatorId: moderator.id,
        action: 'dispute.reject',
        target: `review:${review.id}`,
        reason: REASON_REJECT,
        before: { dispute: { state: 'OPEN' }, review: { state: 1 } },
        after: { dispute: { state: 'REJECTED', verdictReason: REASON_REJECT }, review: { state: 1 } },
      },
    ]);
    // The hall's entry names an anonymous writer as '익명'; the writer hears nothing of a dispute they never saw.
    const hallInbox = (await t.app.inject({ url: '/v3/partner-center/notifications', headers: owner.headers })).json()
      .item.list;
    expect(
      hallInbox.find(
        (n: { kind: string; body: string }) => n.kind === 'HALL_DISPUTE_REJECTED' && n.body.includes(REASON_REJECT),
      ),
    ).toMatchObject({ title: '리뷰 신고가 기각되어 리뷰가 유지돼요', body: `익명님의 리뷰 · 사유: ${REASON_REJECT}` });
    expect(await noticesOf(t.database, `review:${review.id}:%`)).toEqual([]);
    const writerInbox = (await t.app.inject({ url: '/v3/notifications', headers: review.writer.headers })).json();
    expect(writerInbox.item.list).toEqual([]);

    expect(await consoleReview(review.uuid)).toMatchObject({
      removed: false,
      dispute: { state: 'REJECTED', verdictReason: REASON_REJECT },
    });
  });

  it('upholding a blinded review removes it without lowering the count it was never in', async () => {
    const review = await writtenReview({ blinded: true });
    const id = await disputed(review);
    const countBefore = await reviewCount();
    const blindTabUrl = `/web/v1/community/reviews?partnerUuid=${hall.uuid}&fetchStart=0&fetchSize=50&sort=2&blockState=1`;
    const listed = async () =>
      (await t.app.inject({ url: blindTabUrl })).json().item.some((r: { uuid: string }) => r.uuid === review.uuid);
    expect(await listed()).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/${id}/uphold`,
      headers: moderator.headers,
      payload: { reason: REASON_UPHOLD },
    });
    expect(res.statusCode).toBe(200);
    expect(await reviewCount()).toBe(countBefore);
    expect(await listed()).toBe(false);
    expect((await auditOf(review.id))[0]!.after).toMatchObject({ reviewCountLowered: false });
  });
});
