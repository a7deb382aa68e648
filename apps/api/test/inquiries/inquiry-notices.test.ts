import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { deliveriesOf, noticesOf } from '../helpers/notices.ts';
import { createStaff } from '../helpers/staff.ts';
import { inquiryFixture } from './inquiry-fixture.ts';

const COUPLE = '/v3/inquiries';
const HALL = '/v3/partner-center/inquiries';
const HOUR = 60 * 60_000;

// Issue 28 §1–2: a couple's question tells the hall (HALL_NEW_INQUIRY, 알림톡 to its answering staff with a link
// into the console), a hall's answer tells the couple (INQUIRY_ANSWERED), each in the message's transaction. A burst
// is one conversation: one notice per thread, side and hour; every message is still stored and counted unread.

describe('inquiry notices (issue 28)', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;
  let ownerId = 0;

  const send = (headers: Record<string, string>, url: string, body: string) =>
    t.app.inject({ method: 'POST', url, headers, payload: { body } });
  const threadIdOf = async (uuid: string) =>
    Number(
      (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM inquiry_threads WHERE uuid = ${uuid}`))[0]!.id,
    );

  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
    await t.app.ready();
    f = await inquiryFixture(t);
    await t.database.db.execute(sql`UPDATE partner_staff SET notify_tel = NULL WHERE partner_id = ${f.hall.id}`);
    ownerId = (await createStaff(t.database, { partnerId: f.hall.id, role: 'OWNER', notifyTel: '010-7777-8888' })).id;
  });
  afterEach(() => t.app.services.testClock!.setOffset(0));
  afterAll(() => t.close());

  it('a burst of questions is one 알림톡 an hour to the hall, while every message is stored and unread', async () => {
    // Early in an hour, so the burst below cannot straddle two buckets.
    const now = Date.now();
    t.app.services.testClock!.setOffset(HOUR - (now % HOUR) + 60_000);
    const started = await t.app.inject({
      method: 'POST',
      url: COUPLE,
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid },
    });
    const uuid = started.json().item.id as string;
    const threadId = await threadIdOf(uuid);
    for (const body of ['안녕하세요', '예식 가능한 날짜가 있을까요?', '주차도 궁금해요', '식대도요', '답변 부탁드려요'])
      expect((await send(f.couple.headers, `${COUPLE}/${uuid}/messages`, body)).statusCode).toBe(201);

    const entries = await noticesOf(t.database, `inquiry:${threadId}:HALL:%`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'HALL_NEW_INQUIRY',
      audience: 'PARTNER',
      partner_id: f.hall.id,
      title: '새 1:1 문의가 도착했어요',
      link: `/partner-center/inquiries/${uuid}`,
    });
    expect(entries[0]!.variables).toEqual({ 고객: f.nick });
    expect(await deliveriesOf(t.database, `inquiry:${threadId}:HALL:%`)).toMatchObject([
      { channel: 'ALIMTALK', recipient: `staff:${ownerId}` },
    ]);
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM inquiry_messages WHERE thread_id = ${threadId}`,
    );
    expect(Number(stored!.n)).toBe(5);
    const list = (await t.app.inject({ url: HALL, headers: f.staff.headers })).json().item as {
      id: string;
      unread: number;
    }[];
    expect(list.find((r) => r.id === uuid)?.unread).toBe(5);

    // The next hour is a new bucket: one more notice.
    t.app.services.testClock!.setOffset(2 * HOUR - (now % HOUR) + 60_000);
    await send(f.couple.headers, `${COUPLE}/${uuid}/messages`, '한 시간 지나 다시 여쭤요');
    expect(await noticesOf(t.database, `inquiry:${threadId}:HALL:%`)).toHaveLength(2);
    expect(await deliveriesOf(t.database, `inquiry:${threadId}:HALL:%`)).toHaveLength(2);
  });

  it("the hall's answers tell the couple once an hour, by 알림톡, linked to the couple's thread page", async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: COUPLE,
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid, origin: 'SLOT', weddingDayId: f.slotId },
    });
    const uuid = started.json().item.id as string;
    const threadId = await threadIdOf(uuid);
    await send(f.couple.headers, `${COUPLE}/${uuid}/messages`, '이 일정 가능할까요?');
    expect(await noticesOf(t.database, `inquiry:${threadId}:COUPLE:%`)).toEqual([]);
    for (const body of ['네 가능합니다', '방문 상담도 예약해 주세요'])
      expect((await send(f.staff.headers, `${HALL}/${uuid}/messages`, body)).statusCode).toBe(201);
    const entries = await noticesOf(t.database, `inquiry:${threadId}:COUPLE:%`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'INQUIRY_ANSWERED',
      customer_id: f.couple.id,
      title: '문의하신 내용에 답변이 왔어요',
      link: `/inquiries/${uuid}`,
    });
    expect(await deliveriesOf(t.database, `inquiry:${threadId}:COUPLE:%`)).toMatchObject([
      { channel: 'ALIMTALK', recipient: `customer:${f.couple.id}` },
    ]);
  });

  it('a refused message (empty) stores nothing and tells nobody', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: COUPLE,
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid, origin: 'SLOT', weddingDayId: f.slotId },
    });
    const uuid = started.json().item.id as string;
    const threadId = await threadIdOf(uuid);
    const before = (await noticesOf(t.database, `inquiry:${threadId}:%`)).length;
    expect((await send(f.couple.headers, `${COUPLE}/${uuid}/messages`, '   ')).statusCode).toBe(400);
    expect(await noticesOf(t.database, `inquiry:${threadId}:%`)).toHaveLength(before);
  });
});
