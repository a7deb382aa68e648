import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { NotificationInput } from '../../src/modules/notifications/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { createStaff } from '../helpers/staff.ts';

// emitMany (the watch fan-out's batch, issue 28 §5) means exactly what one emit per input means: the entry, its
// deliveries and their jobs in the caller's transaction, a repeated event told once, nothing on a rollback.

describe('the outbox batch emit', () => {
  let t: TestApp;
  let hallId = 0;
  const outbox = () => t.app.services.notificationOutbox;
  const deliveriesOf = (event: string) =>
    queryRows<{ id: number; channel: string; recipient: string; send_after: Date | string }>(
      t.database.db,
      sql`SELECT d.id, d.channel, d.recipient, d.send_after FROM notification_deliveries d
          JOIN notifications n ON n.id = d.notification_id WHERE n.event_key = ${event} ORDER BY d.recipient`,
    );
  const jobsOf = async (ids: number[]) =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-delivery'
              AND singleton_key IN (${sql.join(
                ids.map((id) => sql`${`delivery-${id}`}`),
                sql`, `,
              )})`,
        )
      )[0]?.n,
    );
  const opened = (customerId: number, event: string, at: Date): NotificationInput => ({
    kind: 'WATCH_OPENED',
    event,
    to: { customerId },
    variables: { 웨딩홀: '라온컨벤션', 요약: '2027년 3월 13일 (토) 오전 11시' },
    link: '/weddinghall/x',
    at,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
    const [hall] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM partners WHERE type = 2 LIMIT 1`);
    hallId = Number(hall!.id);
  });
  afterAll(() => t.close());

  it('writes each new entry with its deliveries and jobs, and answers which were new', async () => {
    const a = await signedInCustomer(t);
    const b = await signedInCustomer(t);
    const owner = await createStaff(t.database, { partnerId: hallId, role: 'OWNER', notifyTel: '010-1111-2222' });
    const at = new Date('2026-12-01T13:30:00Z'); // 22:30 Seoul: the push waits for 08:00
    const answers = await t.database.db.transaction((tx) =>
      outbox().emitMany(tx, [
        opened(a.id, 'many:a', at),
        opened(a.id, 'many:a', at), // a repeat inside the batch
        opened(b.id, 'many:b', at),
        {
          kind: 'HALL_NEW_REQUEST',
          event: 'many:hall',
          to: { partnerId: hallId },
          variables: { 요청종류: '방문 상담 요청', 일시: '12월 5일 (토) 14:00', 답변기한: '12월 4일 (금) 14:00' },
          link: '/partner-center/bookings',
          at,
        },
      ]),
    );
    expect(answers).toEqual([true, false, true, true]);
    const pushA = await deliveriesOf('many:a');
    expect(pushA).toMatchObject([{ channel: 'WEB_PUSH', recipient: `customer:${a.id}` }]);
    expect(new Date(pushA[0]!.send_after).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    const hall = await deliveriesOf('many:hall');
    expect(hall.map((d) => d.recipient)).toContain(`staff:${owner.id}`);
    expect(hall.every((d) => d.channel === 'ALIMTALK')).toBe(true);
    const ids = [...pushA, ...(await deliveriesOf('many:b')), ...hall].map((d) => Number(d.id));
    expect(await jobsOf(ids)).toBe(ids.length);

    // The same events again, one by one or as a batch: told once.
    expect(await t.database.db.transaction((tx) => outbox().emit(tx, opened(a.id, 'many:a', at)))).toBe(false);
    expect(await t.database.db.transaction((tx) => outbox().emitMany(tx, [opened(b.id, 'many:b', at)]))).toEqual([
      false,
    ]);
    expect(await deliveriesOf('many:a')).toHaveLength(1);
  });

  it('writes nothing when the transaction rolls back, and refuses words that do not render', async () => {
    const a = await signedInCustomer(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await outbox().emitMany(tx, [opened(a.id, 'many:rollback', new Date())]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf('many:rollback')).toEqual([]);
    await expect(
      t.database.db.transaction((tx) =>
        outbox().emitMany(tx, [{ ...opened(a.id, 'many:bad', new Date()), variables: { 웨딩홀: 'x' } }]),
      ),
    ).rejects.toThrow(/does not render/);
  });
});
