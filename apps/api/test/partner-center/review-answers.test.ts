import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAnswers, partnerAuditLog, partners, reviewDisputes, reviews } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';

const BASE = '/v3/partner-center/reviews';

describe('answers to reviews and disputes in the partner console (issue 26 §5)', () => {
  let t: TestApp;
  let hall: { id: number; uuid: string; bizName: string };
  let otherHallReview: string;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;

  /** One of the hall's live reviews that nobody has answered or disputed yet (each test takes its own). */
  const used = new Set<string>();
  async function freshReview(options: { answered?: boolean } = {}): Promise<string> {
    const rows = await t.database.db
      .select({ uuid: reviews.uuid, answer: partnerAnswers.id })
      .from(reviews)
      .leftJoin(partnerAnswers, eq(partnerAnswers.reviewId, reviews.id))
      .where(and(eq(reviews.partnerId, hall.id), eq(reviews.state, 1)))
      .orderBy(desc(reviews.id));
    const row = rows.find((r) => (options.answered || r.answer === null) && !used.has(r.uuid));
    if (!row) throw new Error('no unanswered review left');
    used.add(row.uuid);
    return row.uuid;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    // The hall with the most live reviews, and another partner's review.
    const [top] = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid, bizName: partners.bizName })
      .from(partners)
      .where(eq(partners.type, 2))
      .innerJoin(reviews, eq(reviews.partnerId, partners.id))
      .groupBy(partners.id)
      .orderBy(desc(t.database.db.$count(reviews, eq(reviews.partnerId, partners.id))))
      .limit(1);
    hall = top!;
    const [other] = await t.database.db
      .select({ uuid: reviews.uuid })
      .from(reviews)
      .where(and(ne(reviews.partnerId, hall.id), eq(reviews.state, 1)))
      .limit(1);
    otherHallReview = other!.uuid;
    owner = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
  });
  afterAll(() => t.close());

  it('lists the hall’s own reviews newest first, 20 a page, and can keep only the unanswered', async () => {
    const res = await t.app.inject({ url: BASE, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.item.length).toBeLessThanOrEqual(20);
    expect(body.total).toBeGreaterThan(0);
    const times = body.item.map((r: { regTsp: number }) => r.regTsp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const own = await t.database.db.select({ uuid: reviews.uuid }).from(reviews).where(eq(reviews.partnerId, hall.id));
    const ownUuids = new Set(own.map((r) => r.uuid));
    for (const r of body.item) expect(ownUuids.has(r.uuid)).toBe(true);

    const open = (await t.app.inject({ url: `${BASE}?unanswered=true`, headers: owner.headers })).json();
    expect(open.total).toBe(body.unansweredTotal);
    expect(open.allTotal).toBe(body.total);
    for (const r of open.item) expect(r.answer).toBeNull();
  });

  it('writes, edits and deletes an answer signed with the business name; the public review shows it at once', async () => {
    const uuid = await freshReview();
    const url = `${BASE}/${uuid}/answer`;
    // What a guest's browser (or a CDN) kept before the answer: revalidating it must not answer 304 after.
    const tab = `/web/v1/community/reviews?partnerUuid=${hall.uuid}&fetchStart=0&fetchSize=50&sort=2`;
    const before = await t.app.inject({ url: tab });
    expect(before.headers['cache-control']).toContain('s-maxage=60');
    const keptTag = before.headers.etag as string;
    const write = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { content: '  소중한 후기 감사합니다. 다음에도 좋은 예식으로 보답하겠습니다.  ' },
    });
    expect(write.statusCode).toBe(200);
    const written = write.json().item;
    expect(written).toMatchObject({
      authorNick: hall.bizName,
      content: '소중한 후기 감사합니다. 다음에도 좋은 예식으로 보답하겠습니다.',
    });

    // A guest's read of the review (and of the hall's review tab) carries the answer on the next request.
    const one = await t.app.inject({ url: `/web/v1/communityV2/${uuid}` });
    expect(one.json().item.answer).toMatchObject({ authorNick: hall.bizName, content: written.content });
    const list = await t.app.inject({ url: tab, headers: { 'if-none-match': keptTag } });
    expect(list.statusCode).toBe(200);
    const onTab = list.json().item.find((r: { uuid: string }) => r.uuid === uuid);
    expect(onTab?.answer?.content).toBe(written.content);

    const edit = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { content: '답변을 고쳤습니다. 감사합니다.' },
    });
    expect(edit.statusCode).toBe(200);
    // The date stays the first answer's.
    expect(edit.json().item).toMatchObject({ content: '답변을 고쳤습니다. 감사합니다.', regTsp: written.regTsp });

    const removed = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/web/v1/communityV2/${uuid}` })).json().item.answer).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ANSWER_NOT_FOUND');

    const audit = await t.database.db
      .select({ action: partnerAuditLog.action, before: partnerAuditLog.before, after: partnerAuditLog.after })
      .from(partnerAuditLog)
      .where(and(eq(partnerAuditLog.staffId, owner.id)))
      .orderBy(partnerAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['review.answer', 'review.answer-edit', 'review.answer-delete']);
    expect(audit[1]).toMatchObject({
      before: { content: written.content },
      after: { content: '답변을 고쳤습니다. 감사합니다.' },
    });
  });

  it('answers a short or long answer with a Korean 400', async () => {
    const uuid = await freshReview();
    for (const content of ['감사', '가'.repeat(1001)]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${BASE}/${uuid}/answer`,
        headers: owner.headers,
        payload: { content },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('답변은 5자 이상 1,000자 이하로 입력해 주세요.');
    }
  });

  it('answers 404 for another partner’s review and changes nothing there', async () => {
    const url = `${BASE}/${otherHallReview}/answer`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { content: '남의 리뷰에 답변' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('REVIEW_NOT_FOUND');
    const del = await t.app.inject({ method: 'DELETE', url, headers: owner.headers });
    expect(del.statusCode).toBe(404);
    const dispute = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${otherHallReview}/dispute`,
      headers: owner.headers,
      payload: { reason: 'ABUSE', text: '욕설이 들어 있는 리뷰입니다.' },
    });
    expect(dispute.statusCode).toBe(404);
    const [other] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.uuid, otherHallReview));
    expect(await t.database.db.$count(reviewDisputes, eq(reviewDisputes.reviewId, other!.id))).toBe(0);
  });

  it('lets MESSAGES and MANAGER answer, and refuses CALENDAR with 403', async () => {
    const uuid = await freshReview();
    const calendar = await signedInStaff(t, { partnerId: hall.id, role: 'CALENDAR' });
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uuid}/answer`,
      headers: calendar.headers,
      payload: { content: '일정 담당은 답할 수 없습니다.' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('STAFF_FORBIDDEN');
    expect((await t.app.inject({ url: BASE, headers: calendar.headers })).statusCode).toBe(403);
    const [review] = await t.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.uuid, uuid));
    expect(await t.database.db.$count(partnerAnswers, eq(partnerAnswers.reviewId, review!.id))).toBe(0);

    const messages = await signedInStaff(t, { partnerId: hall.id, role: 'MESSAGES' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${uuid}/answer`,
      headers: messages.headers,
      payload: { content: '응대 담당이 답변드립니다.' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item.authorNick).toBe(hall.bizName);
    expect((await t.app.inject({ url: '/v3/partner-center/statistics', headers: messages.headers })).statusCode).toBe(
      403,
    );
  });

  it('takes one dispute per review with a reason from the list; the second is 409 and the review stays up', async () => {
    const uuid = await freshReview({ answered: true });
    const url = `${BASE}/${uuid}/dispute`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'FALSE_FACTS', text: '사실이 아닙니다.' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/증빙/);
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'DISLIKE', text: '마음에 들지 않는 리뷰입니다.' },
    });
    expect(unknown.statusCode).toBe(400);

    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: 'NOT_A_CUSTOMER', text: '예약 기록이 없는 분이 쓴 리뷰로 보입니다.' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().item).toMatchObject({ reason: 'NOT_A_CUSTOMER', state: 'OPEN' });
    const manager = await signedInStaff(t, { partnerId: hall.id, role: 'MANAGER' });
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: manager.headers,
      payload: { reason: 'ABUSE', text: '다시 한 번 신고합니다. 욕설이 있어요.' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'DISPUTE_EXISTS' });
    expect(second.json().message).toMatch(/한 번만 신고/);

    const stored = await t.database.db
      .select()
      .from(reviewDisputes)
      .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
      .where(eq(reviews.uuid, uuid));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.review_disputes).toMatchObject({ partnerId: hall.id, staffId: owner.id, state: 'OPEN' });
    // Still shown to guests, unblinded.
    const guest = await t.app.inject({ url: `/web/v1/communityV2/${uuid}` });
    expect(guest.statusCode).toBe(200);
    expect(stored[0]!.reviews.blockState).toBe(2);
    const listed = (await t.app.inject({ url: BASE, headers: owner.headers })).json().item;
    const mine = listed.find((r: { uuid: string }) => r.uuid === uuid);
    if (mine) expect(mine.dispute).toMatchObject({ reason: 'NOT_A_CUSTOMER' });
  });

  it('needs a console session: a guest is 401', async () => {
    expect((await t.app.inject({ url: BASE })).statusCode).toBe(401);
  });
});
