import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { deliveriesOf, noticesOf } from '../helpers/notices.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 28 §1: a hall's answer to a review tells its writer (REVIEW_ANSWERED), a reply to someone's comment tells
// that comment's writer (COMMENT_REPLIED: the replier's nick and the reply's first 40 characters), in-app only
// (decision 0050), in the write's transaction; nobody is told of their own reply.

describe('review answer and comment reply notices (issue 28)', () => {
  let t: TestApp;
  let review: { id: number; uuid: string; customer_id: number; partner_id: number };
  let other: { uuid: string; partner_id: number };

  const person = async (prefix: string) => {
    const nick = `${prefix}${randomUUID().slice(0, 6)}`;
    return { ...(await signedInCustomer(t, { nick })), nick };
  };
  const comment = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/web/v1/reply?category=2',
      headers,
      payload: { reviewUuid: review.uuid, ...body },
    });
  const commentId = async (uuid: string) =>
    Number((await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM comments WHERE uuid = ${uuid}`))[0]!.id);

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    // Two live, unanswered reviews of wedding halls: one answered below, one another hall's.
    const rows = await queryRows<{ id: number; uuid: string; customer_id: number; partner_id: number }>(
      t.database.db,
      sql`SELECT r.id, r.uuid, r.customer_id, r.partner_id FROM reviews r JOIN partners p ON p.id = r.partner_id
          WHERE r.state = 1 AND p.type = 2 AND NOT EXISTS (SELECT 1 FROM partner_answers a WHERE a.review_id = r.id)
          ORDER BY r.id`,
    );
    const first = rows[0]!;
    review = {
      ...first,
      id: Number(first.id),
      customer_id: Number(first.customer_id),
      partner_id: Number(first.partner_id),
    };
    const second = rows.find((r) => Number(r.partner_id) !== review.partner_id)!;
    other = { uuid: second.uuid, partner_id: Number(second.partner_id) };
  });
  afterAll(() => t.close());

  it("a reply to another's comment tells its writer in-app, with the replier's nick and 40 characters", async () => {
    const writer = await person('댓글러');
    const replier = await person('답글러');
    const parent = (await comment(writer.headers, { content: '저도 여기서 했어요!' })).json().item;
    // A top comment tells nobody (the review's own writer is not in issue 28's list).
    expect(await noticesOf(t.database, `comment:${await commentId(parent.uuid)}:%`)).toEqual([]);

    const long = '식장 분위기가 정말 좋았어요. 특히 신부대기실 조명이 예뻐서 사진이 잘 나왔고 직원분들도 친절했어요.';
    const reply = await comment(replier.headers, { content: long, parentUuid: parent.uuid });
    expect(reply.statusCode).toBe(201);
    const event = `comment:${await commentId(reply.json().item.uuid)}:REPLIED`;
    const [entry, ...more] = await noticesOf(t.database, event);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'COMMENT_REPLIED',
      audience: 'CUSTOMER',
      customer_id: writer.id,
      title: '내 댓글에 답글이 달렸어요',
      link: `/community/review/${review.uuid}`,
    });
    expect(entry!.variables.작성자).toBe(replier.nick);
    expect(entry!.variables.내용).toBe(`${Array.from(long).slice(0, 40).join('').trimEnd()}…`);
    expect(await deliveriesOf(t.database, event)).toEqual([]);
  });

  it('a reply to one’s own comment tells nobody; a refused reply tells nobody', async () => {
    const writer = await person('혼잣말');
    const parent = (await comment(writer.headers, { content: '질문 있어요' })).json().item;
    const self = await comment(writer.headers, { content: '덧붙여요', parentUuid: parent.uuid });
    expect(self.statusCode).toBe(201);
    expect(await noticesOf(t.database, `comment:${await commentId(self.json().item.uuid)}:%`)).toEqual([]);

    const stranger = await person('빈답글');
    const before = await noticesOf(t.database, 'comment:%');
    expect((await comment(stranger.headers, { content: '   ', parentUuid: parent.uuid })).statusCode).toBe(400);
    expect(await noticesOf(t.database, 'comment:%')).toHaveLength(before.length);
  });

  it("the hall's first answer tells the review's writer once; an edit tells nobody again", async () => {
    const owner = await signedInStaff(t, { partnerId: review.partner_id, role: 'OWNER' });
    const answer = (content: string, uuid = review.uuid, headers = owner.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/v3/partner-center/reviews/${uuid}/answer`,
        headers,
        payload: { content },
      });
    expect((await answer('소중한 후기 감사합니다. 또 뵙겠습니다.')).statusCode).toBe(200);
    expect((await answer('소중한 후기 감사합니다. 늘 행복하세요.')).statusCode).toBe(200);
    const entries = await noticesOf(t.database, `review:${review.id}:%`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'REVIEW_ANSWERED',
      customer_id: review.customer_id,
      title: '내 후기에 웨딩홀이 답글을 남겼어요',
      link: `/community/review/${review.uuid}`,
    });
    expect(await deliveriesOf(t.database, `review:${review.id}:%`)).toEqual([]);

    // Another hall's review: 404, and nobody is told.
    expect((await answer('감사합니다', other.uuid)).statusCode).toBe(404);
    const [otherReview] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM reviews WHERE uuid = ${other.uuid}`,
    );
    expect(await noticesOf(t.database, `review:${Number(otherReview!.id)}:%`)).toEqual([]);
  });
});
