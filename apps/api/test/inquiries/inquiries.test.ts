import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { partnerAuditLog } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { inquiryFixture, phoneSpellings } from './inquiry-fixture.ts';

const COUPLE = '/v3/inquiries';
const HALL = '/v3/partner-center/inquiries';

describe('1:1 inquiries between a couple and a hall (issue 27 §5)', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;
  /** Every body the hall was answered, for the privacy scan. */
  const hallBodies: { url: string; body: string; sharedThread: boolean }[] = [];
  let sharedThreadId = '';

  async function hall(method: 'GET' | 'POST', url: string, payload?: object, headers = f.staff.headers) {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    hallBodies.push({ url, body: res.body, sharedThread: sharedThreadId !== '' && url.includes(sharedThreadId) });
    return res;
  }
  const couple = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = f.couple.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function start(origin: 'HALL' | 'SLOT' = 'HALL', headers = f.couple.headers) {
    const res = await couple(
      'POST',
      COUPLE,
      { partnerUuid: f.hall.uuid, origin, ...(origin === 'SLOT' ? { weddingDayId: f.slotId } : {}) },
      headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json().item.id as string;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    f = await inquiryFixture(t);
  });
  afterAll(() => t.close());

  it('a guest gets 401, and starting twice from the same place finds the same thread', async () => {
    const guest = await t.app.inject({ method: 'POST', url: COUPLE, payload: { partnerUuid: f.hall.uuid } });
    expect(guest.statusCode).toBe(401);
    const first = await start();
    expect(await start()).toBe(first);
    // A slot is its own subject: another thread, tied to it.
    const slotThread = await couple('POST', COUPLE, {
      partnerUuid: f.hall.uuid,
      origin: 'SLOT',
      weddingDayId: f.slotId,
    });
    expect(slotThread.json().item).toMatchObject({ origin: 'SLOT', weddingDayId: f.slotId });
    expect(slotThread.json().item.id).not.toBe(first);
  });

  it('a slot or visit thread says what it is about on both sides: the date, time and room, or the visit time', async () => {
    const [slot] = await queryRows<{ date: string; time: string; room: string }>(
      t.database.db,
      sql`SELECT wd.wedding_date::text AS date, to_char(wd.wedding_time, 'HH24:MI') AS time, ih.name AS room
          FROM wedding_days wd JOIN individual_halls ih ON ih.id = wd.individual_hall_id WHERE wd.id = ${f.slotId}`,
    );
    const slotThread = (
      await couple('POST', COUPLE, { partnerUuid: f.hall.uuid, origin: 'SLOT', weddingDayId: f.slotId })
    ).json().item;
    expect(slotThread.subject).toEqual({ date: slot!.date, time: slot!.time, hallName: slot!.room });

    const [visit] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO visit_reservations (customer_id, partner_id, visit_date, visit_time)
          VALUES (${f.couple.id}, ${f.hall.id}, '2027-03-14', '14:30') RETURNING id`,
    );
    const visitThread = await couple('POST', COUPLE, { partnerUuid: f.hall.uuid, origin: 'VISIT', visitId: visit!.id });
    expect(visitThread.json().item).toMatchObject({
      origin: 'VISIT',
      visitId: visit!.id,
      subject: { date: '2027-03-14', time: '14:30', hallName: null },
    });
    const general = await couple('POST', COUPLE, { partnerUuid: f.hall.uuid });
    expect(general.json().item.subject).toBeNull();

    // The hall sees the same subject once the couple has written.
    const id = visitThread.json().item.id as string;
    await couple('POST', `${COUPLE}/${id}/messages`, { body: '방문 시간 바꿀 수 있나요?' });
    expect((await hall('GET', `${HALL}/${id}`)).json().item.subject).toEqual({
      date: '2027-03-14',
      time: '14:30',
      hallName: null,
    });
    const row = ((await hall('GET', HALL)).json().item as { id: string; subject: unknown }[]).find((r) => r.id === id);
    expect(row?.subject).toEqual({ date: '2027-03-14', time: '14:30', hallName: null });
  });

  it('refuses a slot of another hall, a visit that is not mine and an unknown hall with 404 and a Korean message', async () => {
    const slot = await couple('POST', COUPLE, {
      partnerUuid: f.hall.uuid,
      origin: 'SLOT',
      weddingDayId: f.foreignSlotId,
    });
    expect(slot.statusCode).toBe(404);
    expect(slot.json()).toMatchObject({ code: 'INQUIRY_SUBJECT_NOT_FOUND', message: '일정을(를) 찾을 수 없어요.' });
    const visit = await couple('POST', COUPLE, { partnerUuid: f.hall.uuid, origin: 'VISIT', visitId: 999999 });
    expect(visit.json().code).toBe('INQUIRY_SUBJECT_NOT_FOUND');
    const unknown = await couple('POST', COUPLE, { partnerUuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates messages: empty, too long, too many photos, photos that are not mine', async () => {
    const id = await start();
    const empty = await couple('POST', `${COUPLE}/${id}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'INQUIRY_INVALID_MESSAGE',
      message: '메시지를 입력하거나 사진을 골라 주세요.',
    });
    const long = await couple('POST', `${COUPLE}/${id}/messages`, { body: '가'.repeat(1001) });
    expect(long.json().message).toBe('메시지는 1,000자까지 보낼 수 있어요.');
    const photo = `/media/uploads/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.jpg`;
    const foreign = await couple('POST', `${COUPLE}/${id}/messages`, { body: '사진', images: [photo] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INQUIRY_FOREIGN_IMAGE');
    const six = await couple('POST', `${COUPLE}/${id}/messages`, { images: Array(6).fill(photo) });
    expect(six.statusCode).toBe(400);
  });

  it('counts unread on both sides: the hall sees the question, answers, and the couple sees one unread until read', async () => {
    const id = await start();
    const sent = await couple('POST', `${COUPLE}/${id}/messages`, { body: '12월 토요일 점심 가능할까요?' });
    expect(sent.statusCode).toBe(201);
    await couple('POST', `${COUPLE}/${id}/messages`, { body: '식대도 궁금해요.' });

    const list = await hall('GET', HALL);
    expect(list.statusCode).toBe(200);
    const row = list.json().item.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ unread: 2, couple: { name: f.nick }, sharedPhone: null });
    expect(list.json().unreadTotal).toBeGreaterThanOrEqual(2);

    const messages = await hall('GET', `${HALL}/${id}/messages`);
    expect(messages.json().item.map((m: { body: string }) => m.body)).toEqual([
      '12월 토요일 점심 가능할까요?',
      '식대도 궁금해요.',
    ]);
    expect((await hall('POST', `${HALL}/${id}/read`)).statusCode).toBe(200);
    expect((await hall('GET', `${HALL}/${id}`)).json().item.unread).toBe(0);

    const answer = await hall('POST', `${HALL}/${id}/messages`, { body: '네, 12월 둘째 주 토요일 가능합니다.' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().item.sender).toBe('PARTNER');

    const mine = (await couple('GET', COUPLE)).json();
    expect(mine.item.find((r: { id: string }) => r.id === id)).toMatchObject({
      unread: 1,
      lastMessage: { sender: 'PARTNER', body: '네, 12월 둘째 주 토요일 가능합니다.' },
    });
    expect(mine.unreadTotal).toBe(1);
    await couple('POST', `${COUPLE}/${id}/read`);
    expect((await couple('GET', COUPLE)).json().unreadTotal).toBe(0);

    // The answer is audited with the staff member who wrote it.
    const audits = await t.database.db.select().from(partnerAuditLog).where(eq(partnerAuditLog.staffId, f.staff.id));
    expect(audits.map((a) => a.action)).toContain('inquiry.answer');
  });

  it('a hall never reads, answers or marks another hall’s thread (404, nothing changes)', async () => {
    // A couple of its own, so the thread has no answer from earlier tests.
    const asker = await signedInCustomer(t);
    const id = await start('HALL', asker.headers);
    await couple('POST', `${COUPLE}/${id}/messages`, { body: '다른 홀은 보면 안 돼요' }, asker.headers);
    const other = f.otherStaff.headers;
    expect((await hall('GET', HALL, undefined, other)).json().item.some((r: { id: string }) => r.id === id)).toBe(
      false,
    );
    for (const [method, url, payload] of [
      ['GET', `${HALL}/${id}`],
      ['GET', `${HALL}/${id}/messages`],
      ['POST', `${HALL}/${id}/messages`, { body: '끼어들기' }],
      ['POST', `${HALL}/${id}/read`],
      ['POST', `${HALL}/${id}/block`],
      ['POST', `${HALL}/${id}/report`, { reason: '기타' }],
    ] as const) {
      const res = await hall(method, url, payload, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('INQUIRY_NOT_FOUND');
    }
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM inquiry_messages m JOIN inquiry_threads th ON th.id = m.thread_id
          WHERE th.uuid = ${id} AND m.sender = 'PARTNER'`,
    );
    expect(row!.n).toBe(0);
    // Another couple cannot read it either.
    const stranger = await signedInCustomer(t);
    expect((await couple('GET', `${COUPLE}/${id}/messages`, undefined, stranger.headers)).statusCode).toBe(404);
  });

  it('a MESSAGES, MANAGER or OWNER answers; a CALENDAR role gets 403', async () => {
    const { signedInStaff } = await import('../helpers/staff.ts');
    const calendar = await signedInStaff(t, { partnerId: f.hall.id, role: 'CALENDAR' });
    expect((await hall('GET', HALL, undefined, calendar.headers)).statusCode).toBe(403);
  });

  it('shows the phone number only in the thread where the couple shared it', async () => {
    const hallThread = await start();
    const slotThread = await start('SLOT');
    await couple('POST', `${COUPLE}/${slotThread}/messages`, { body: '이 날짜 가격이 궁금해요' });
    const shared = await couple('PUT', `${COUPLE}/${hallThread}/share-phone`);
    expect(shared.json().item.phoneShared).toBe(true);
    sharedThreadId = hallThread;

    expect((await hall('GET', `${HALL}/${hallThread}`)).json().item.sharedPhone).toBe('010-4821-7736');
    expect((await hall('GET', `${HALL}/${slotThread}`)).json().item.sharedPhone).toBeNull();
    // In the list too: only the shared thread's row carries it.
    const rows = (await hall('GET', HALL)).json().item as { id: string; sharedPhone: string | null }[];
    expect(rows.filter((r) => r.sharedPhone !== null).map((r) => r.id)).toEqual([hallThread]);
    hallBodies.pop(); // the list carries the shared thread's phone by design; scanned per thread above

    await couple('DELETE', `${COUPLE}/${hallThread}/share-phone`);
    expect((await hall('GET', `${HALL}/${hallThread}`)).json().item.sharedPhone).toBeNull();
  });

  it('a couple without a phone number cannot share one (409 in Korean)', async () => {
    const noPhone = await signedInCustomer(t, { tel: null });
    const res = await couple('POST', COUPLE, { partnerUuid: f.hall.uuid }, noPhone.headers);
    const share = await couple('PUT', `${COUPLE}/${res.json().item.id}/share-phone`, undefined, noPhone.headers);
    expect(share.statusCode).toBe(409);
    expect(share.json().message).toBe('계정에 등록된 휴대폰 번호가 없어요. 내 정보에서 번호를 먼저 등록해 주세요.');
  });

  it('block hides the blocked side’s messages from the blocker; reports are recorded', async () => {
    const id = await start('SLOT');
    await couple('POST', `${COUPLE}/${id}/messages`, { body: '차단 전 질문' });
    await hall('POST', `${HALL}/${id}/messages`, { body: '차단 전 답변' });
    // The couple blocks the hall: the hall's messages leave the couple's thread, and count as no unread.
    expect((await couple('POST', `${COUPLE}/${id}/block`)).statusCode).toBe(200);
    const seen = (await couple('GET', `${COUPLE}/${id}/messages`)).json().item.map((m: { body: string }) => m.body);
    expect(seen).toContain('차단 전 질문');
    expect(seen).not.toContain('차단 전 답변');
    await hall('POST', `${HALL}/${id}/messages`, { body: '차단 후 답변' });
    expect((await couple('GET', `${COUPLE}/${id}`)).json().item).toMatchObject({ blocked: true, unread: 0 });

    // The hall blocks the couple in another thread: the couple's messages are hidden from the hall.
    const other = await start();
    await couple('POST', `${COUPLE}/${other}/messages`, { body: '홀이 차단할 메시지' });
    expect((await hall('POST', `${HALL}/${other}/block`)).statusCode).toBe(200);
    const hallSees = (await hall('GET', `${HALL}/${other}/messages`)).json().item.map((m: { body: string }) => m.body);
    expect(hallSees).not.toContain('홀이 차단할 메시지');
    expect((await hall('GET', `${HALL}/${other}`)).json().item).toMatchObject({ blocked: true, unread: 0 });

    // The couple's report lands in the moderation reports as an INQUIRY; the hall's on the thread, audited.
    expect((await couple('POST', `${COUPLE}/${id}/report`, { reason: '욕설/비방' })).statusCode).toBe(200);
    const reports = await queryRows<{ reporter_id: number; reason: string }>(
      t.database.db,
      sql`SELECT reporter_id, reason FROM reports WHERE target_kind = 'INQUIRY' AND target_uuid = ${id}`,
    );
    expect(reports).toEqual([{ reporter_id: f.couple.id, reason: '욕설/비방' }]);
    const badReason = await couple('POST', `${COUPLE}/${id}/report`, { reason: '아무거나' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toContain('신고 사유를 골라 주세요.');
    expect((await hall('POST', `${HALL}/${other}/report`, { reason: '광고성 게시글' })).statusCode).toBe(200);
    expect((await hall('GET', `${HALL}/${other}`)).json().item.reported).toBe(true);
  });

  it('rate-limits sending: the 21st message in a minute is 429 with a Korean message', async () => {
    const sender = await signedInCustomer(t);
    const res = await couple('POST', COUPLE, { partnerUuid: f.otherHall.uuid }, sender.headers);
    const id = res.json().item.id;
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 21; i++) {
      const sent = await couple('POST', `${COUPLE}/${id}/messages`, { body: `메시지 ${i}` }, sender.headers);
      statuses.push(sent.statusCode);
      last = sent.json().message ?? '';
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toBe('메시지를 너무 빠르게 보내고 있어요. 잠시 후 다시 보내 주세요.');
  });

  it("never puts the couple's phone number or email in any hall-facing response", () => {
    const secrets = [...phoneSpellings('010-4821-7736'), f.couple.email];
    const scanned = hallBodies.filter((b) => !b.sharedThread);
    expect(scanned.length).toBeGreaterThan(15);
    const leaks = scanned.filter((b) => secrets.some((s) => b.body.includes(s))).map((b) => b.url);
    expect(leaks).toEqual([]);
    // The nick is what the hall does see.
    expect(scanned.some((b) => b.body.includes(f.nick))).toBe(true);
  });
});
