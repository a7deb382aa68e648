import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { signedInStaff } from '../helpers/staff.ts';

// The browser tests' way to put entries in an inbox (issue 28 §3) before the events that tell are wired. Like
// PUT /__test/clock it exists only with TEST_CLOCK=1 (NODE_ENV=test only): nobody else may write someone's inbox.
const NOTICE = {
  kind: 'COMMENT_REPLIED',
  variables: { 작성자: '신부123', 내용: '저도 그 홀 봤어요\n주차가 편했어요' },
  link: '/community/review/abc',
};

describe('POST /__test/notifications', () => {
  it('does not exist without TEST_CLOCK', async () => {
    const plain = await buildTestApp();
    try {
      const couple = await signedInCustomer(plain);
      const answer = await plain.app.inject({
        method: 'POST',
        url: '/__test/notifications',
        headers: couple.headers,
        payload: NOTICE,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  describe('with TEST_CLOCK=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { TEST_CLOCK: '1' } });
      await t.app.ready();
    });
    afterAll(() => t.close());

    it("writes one entry in the signed-in couple's inbox, words from the catalog", async () => {
      const couple = await signedInCustomer(t);
      const made = await t.app.inject({
        method: 'POST',
        url: '/__test/notifications',
        headers: couple.headers,
        payload: { ...NOTICE, calendarPath: '/v3/visits/1/calendar.ics' },
      });
      expect(made.statusCode, made.body).toBe(200);
      const inbox = await t.app.inject({ method: 'GET', url: '/v3/notifications', headers: couple.headers });
      const { list, unread } = inbox.json<{ item: { list: Record<string, unknown>[]; unread: number } }>().item;
      expect(unread).toBe(1);
      expect(list).toEqual([
        expect.objectContaining({
          kind: 'COMMENT_REPLIED',
          title: '내 댓글에 답글이 달렸어요',
          body: '신부123: 저도 그 홀 봤어요\n주차가 편했어요',
          link: '/community/review/abc',
          calendarPath: '/v3/visits/1/calendar.ics',
          read: false,
        }),
      ]);
    });

    it("writes to the signed-in staff member's hall, and refuses words the catalog cannot render with a 400", async () => {
      const [hall] = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM partners WHERE type = 2 LIMIT 1`,
      );
      const staff = await signedInStaff(t, { partnerId: Number(hall!.id), role: 'MESSAGES' });
      const made = await t.app.inject({
        method: 'POST',
        url: '/__test/partner-notifications',
        headers: staff.headers,
        payload: {
          kind: 'HALL_VISIT_CANCELLED',
          variables: { 고객: '김*랑', 일시: '12월 5일 (토) 14:00' },
          link: '/partner-center/bookings',
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      const inbox = await t.app.inject({
        method: 'GET',
        url: '/v3/partner-center/notifications',
        headers: staff.headers,
      });
      expect(inbox.json<{ item: { list: { title: string }[] } }>().item.list[0]?.title).toBe(
        '고객이 방문 상담을 취소했어요',
      );
      const refused = await t.app.inject({
        method: 'POST',
        url: '/__test/partner-notifications',
        headers: staff.headers,
        payload: { kind: 'HALL_VISIT_CANCELLED', variables: {}, link: '/partner-center/bookings' },
      });
      expect(refused.statusCode).toBe(400);
    });
  });
});
