import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { NotificationInput } from '../../src/modules/notifications/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createStaff, signedInStaff } from '../helpers/staff.ts';

const INBOX = '/v3/notifications';
const HALL_INBOX = '/v3/partner-center/notifications';

describe('the notification outbox and the in-app inboxes (issue 28 §1, §3)', () => {
  let t: TestApp;
  let hallId = 0;
  let otherHallId = 0;

  const emit = (input: NotificationInput) =>
    t.database.db.transaction((tx) => t.app.services.notificationOutbox.emit(tx, input));
  const deliveriesOf = (event: string) =>
    queryRows<{ channel: string; recipient: string; state: string; send_after: Date | string }>(
      t.database.db,
      sql`SELECT d.channel, d.recipient, d.state, d.send_after FROM notification_deliveries d
          JOIN notifications n ON n.id = d.notification_id WHERE n.event_key = ${event} ORDER BY d.recipient`,
    );
  const jobsFor = async (ids: string[]) =>
    ids.length === 0
      ? 0
      : Number(
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-delivery'
                  AND singleton_key IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            )
          )[0]?.n,
        );
  const confirmed = (customerId: number, event: string, at = new Date()): NotificationInput => ({
    kind: 'VISIT_CONFIRMED',
    event,
    to: { customerId },
    variables: { 웨딩홀: '라온컨벤션', 방문일시: '2026년 12월 5일 (토) 14:00' },
    link: '/mypage/bookings',
    at,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    // The job queue starts with the app; started inside a transaction it would wait for the one connection.
    await t.app.ready();
    const halls = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM partners WHERE type = 2 ORDER BY id LIMIT 2`,
    );
    hallId = Number(halls[0]!.id);
    otherHallId = Number(halls[1]!.id);
  });
  afterAll(() => t.close());

  it('writes nothing when the change rolls back, and an event told twice is one entry with one delivery', async () => {
    const couple = await signedInCustomer(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.notificationOutbox.emit(tx, confirmed(couple.id, 'test:rollback'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf('test:rollback')).toEqual([]);

    expect(await emit(confirmed(couple.id, 'test:twice'))).toBe(true);
    expect(await emit(confirmed(couple.id, 'test:twice'))).toBe(false);
    const rows = await deliveriesOf('test:twice');
    expect(rows).toMatchObject([{ channel: 'ALIMTALK', recipient: `customer:${couple.id}`, state: 'PENDING' }]);
    const [delivery] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT d.id FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.event_key = 'test:twice'`,
    );
    expect(await jobsFor([`delivery-${delivery!.id}`])).toBe(1);
  });

  it("takes the entry's words from the 알림톡 template, without its sender tag", async () => {
    const couple = await signedInCustomer(t);
    await emit(confirmed(couple.id, 'test:words'));
    const page = await t.app.inject({ url: INBOX, headers: couple.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().item.list).toEqual([
      expect.objectContaining({
        kind: 'VISIT_CONFIRMED',
        title: '방문 상담이 확정되었어요',
        body: '라온컨벤션\n방문 일시: 2026년 12월 5일 (토) 14:00\n방문 하루 전에 다시 알려드릴게요.',
        link: '/mypage/bookings',
        read: false,
      }),
    ]);
  });

  it('refuses words that do not render (a missing or an unneeded variable)', async () => {
    const couple = await signedInCustomer(t);
    await expect(emit({ ...confirmed(couple.id, 'test:bad'), variables: { 웨딩홀: '라온컨벤션' } })).rejects.toThrow(
      /missing: 방문일시/,
    );
    await expect(
      emit({ ...confirmed(couple.id, 'test:bad'), variables: { ...confirmed(0, '').variables, 전화: '010' } }),
    ).rejects.toThrow(/not in the template: 전화/);
  });

  it("tells a hall's OWNER, MANAGER and MESSAGES accounts with a number by 알림톡, not CALENDAR, removed or number-less", async () => {
    const owner = await createStaff(t.database, { partnerId: hallId, role: 'OWNER', notifyTel: '010-1111-2222' });
    const manager = await createStaff(t.database, { partnerId: hallId, role: 'MANAGER', notifyTel: '010-3333-4444' });
    const messages = await createStaff(t.database, { partnerId: hallId, role: 'MESSAGES', notifyTel: '010-5555-6666' });
    await createStaff(t.database, { partnerId: hallId, role: 'CALENDAR', notifyTel: '010-7777-8888' });
    await createStaff(t.database, { partnerId: hallId, role: 'MANAGER' });
    await createStaff(t.database, {
      partnerId: hallId,
      role: 'OWNER',
      notifyTel: '010-9999-0000',
      removedAt: new Date(),
    });
    await createStaff(t.database, { partnerId: otherHallId, role: 'OWNER', notifyTel: '010-1212-3434' });
    await emit({
      kind: 'HALL_NEW_REQUEST',
      event: 'test:hall-request',
      to: { partnerId: hallId },
      variables: { 요청종류: '방문 상담 요청', 일시: '12월 5일 (토) 14:00', 답변기한: '12월 4일 (금) 14:00' },
      link: '/partner-center/bookings',
      at: new Date(),
    });
    expect((await deliveriesOf('test:hall-request')).map((d) => d.recipient).sort()).toEqual(
      [owner, manager, messages].map((s) => `staff:${s.id}`).sort(),
    );
  });

  it('sends a promotion by web push only, and not before 08:00 Seoul when it happens at 22:00', async () => {
    const couple = await signedInCustomer(t);
    // 22:00 Seoul on 2026-12-01 is 13:00 UTC; the next sendable instant is 08:00 Seoul on 12-02 (23:00 UTC 12-01).
    await emit({
      kind: 'WATCH_OPENED',
      event: 'test:promo',
      to: { customerId: couple.id },
      variables: { 웨딩홀: '라온컨벤션', 요약: '2027년 3월 6일 (토) 11:00' },
      link: '/weddinghall/x/slot?id=1',
      at: new Date('2026-12-01T13:00:00Z'),
    });
    const rows = await deliveriesOf('test:promo');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'WEB_PUSH', recipient: `customer:${couple.id}` });
    expect(new Date(rows[0]!.send_after).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('pages the inbox newest first, marks one and all read, and shows the newest in newPushTsp', async () => {
    const couple = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    for (let i = 0; i < 25; i += 1) await emit(confirmed(couple.id, `test:page:${i}`));
    const first = (await t.app.inject({ url: INBOX, headers: couple.headers })).json().item;
    expect(first.list).toHaveLength(20);
    expect(first.unread).toBe(25);
    const second = (await t.app.inject({ url: `${INBOX}?cursor=${first.nextCursor}`, headers: couple.headers })).json()
      .item;
    expect(second.list).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((n: { uuid: string }) => n.uuid)).size).toBe(25);
    expect(all.map((n: { regTsp: number }) => n.regTsp)).toEqual(
      [...all.map((n: { regTsp: number }) => n.regTsp)].sort((a, b) => b - a),
    );

    const target = first.list[3].uuid;
    expect(
      (await t.app.inject({ method: 'POST', url: `${INBOX}/${target}/read`, headers: stranger.headers })).json(),
    ).toMatchObject({ status: 404, code: 'NOTIFICATION_NOT_FOUND' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${INBOX}/${target}/read`, headers: couple.headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `${INBOX}/unread`, headers: couple.headers })).json().item.unread).toBe(24);
    expect(
      (await t.app.inject({ method: 'POST', url: `${INBOX}/read-all`, headers: couple.headers })).json().item.updated,
    ).toBe(24);
    const after = (await t.app.inject({ url: `${INBOX}/unread`, headers: couple.headers })).json().item;
    expect(after.unread).toBe(0);
    const user = (await t.app.inject({ url: '/api/user', headers: couple.headers })).json();
    expect(user.item?.newPushTsp ?? user.newPushTsp).toBe(after.newestTsp);
    expect(after.newestTsp).toBe(first.list[0].regTsp);
  });

  it('answers a guest 401, a malformed id 400 and a bad page size 400 in words', async () => {
    expect((await t.app.inject({ url: INBOX })).statusCode).toBe(401);
    const couple = await signedInCustomer(t);
    const bad = await t.app.inject({ method: 'POST', url: `${INBOX}/not-a-uuid/read`, headers: couple.headers });
    expect(bad.statusCode).toBe(400);
    const size = await t.app.inject({ url: `${INBOX}?size=500`, headers: couple.headers });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toContain('잘못된 페이지 크기예요.');
  });

  it("keeps the hall's inbox its own: another hall's staff never see it", async () => {
    const staff = await signedInStaff(t, { partnerId: hallId, role: 'MESSAGES' });
    const other = await signedInStaff(t, { partnerId: otherHallId, role: 'OWNER' });
    await emit({
      kind: 'HALL_NEW_INQUIRY',
      event: 'test:hall-inquiry',
      to: { partnerId: hallId },
      variables: { 고객: '봄신부' },
      link: '/partner-center/inquiries',
      at: new Date(),
    });
    const mine = (await t.app.inject({ url: HALL_INBOX, headers: staff.headers })).json().item;
    expect(mine.list.map((n: { title: string }) => n.title)).toContain('새 1:1 문의가 도착했어요');
    const theirs = (await t.app.inject({ url: HALL_INBOX, headers: other.headers })).json().item;
    expect(theirs.list.map((n: { title: string }) => n.title)).not.toContain('새 1:1 문의가 도착했어요');
    const uuid = mine.list[0].uuid;
    expect(
      (await t.app.inject({ method: 'POST', url: `${HALL_INBOX}/${uuid}/read`, headers: other.headers })).statusCode,
    ).toBe(404);
    const calendar = await signedInStaff(t, { partnerId: hallId, role: 'CALENDAR' });
    expect((await t.app.inject({ url: HALL_INBOX, headers: calendar.headers })).statusCode).toBe(403);
  });
});
