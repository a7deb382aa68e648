import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { createDeliveryRepository } from '../../src/modules/notifications/delivery-repository.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../../src/modules/notifications/delivery-worker.ts';
import { relayScan } from '../../src/modules/notifications/jobs.ts';
import { createOutageBreaker } from '../../src/modules/notifications/outage-breaker.ts';
import { createNotificationSender } from '../../src/modules/notifications/providers/notification-sender.ts';
import { createSolapiAlimtalkSender } from '../../src/modules/notifications/providers/solapi-alimtalk-sender.ts';
import { createSolapiClient } from '../../src/modules/notifications/providers/solapi-client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { FAKE_SOLAPI, type FakeSolapi, fakeSolapiEnv, startFakeSolapi } from '../helpers/fake-solapi.ts';

// The outbox relay's one message (issue 28 §1, §2, §6): accepted, fell back to SMS, failed, kept per message; a
// provider outage puts it back for the job's retry; phone numbers never reach the log in full; bodies go after
// 90 days and the status stays.
describe('delivering one notification (issue 28)', () => {
  let t: TestApp;
  let fake: FakeSolapi;
  let worker: DeliveryWorker;
  const now = new Date();
  const logged: string[] = [];
  const log = {
    info: (obj: object, msg: string) => void logged.push(JSON.stringify(obj) + msg),
    warn: (obj: object, msg: string) => void logged.push(JSON.stringify(obj) + msg),
  };

  const emitFor = async (customerId: number, event: string) => {
    await t.database.db.transaction((tx) =>
      t.app.services.notificationOutbox.emit(tx, {
        kind: 'VISIT_DECLINED',
        event,
        to: { customerId },
        variables: { 웨딩홀: '라온컨벤션', 방문일시: '2026년 12월 5일 (토) 14:00', 사유: '해당 시간 예약 마감' },
        link: '/mypage/bookings',
        at: now,
      }),
    );
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT d.id FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
          WHERE n.event_key = ${event}`,
    );
    return Number(row!.id);
  };
  const delivery = async (id: number) =>
    (
      await queryRows<{ state: string; sent_via: string | null; last_error: string | null; attempts: number }>(
        t.database.db,
        sql`SELECT state, sent_via, last_error, attempts FROM notification_deliveries WHERE id = ${id}`,
      )
    )[0]!;

  beforeAll(async () => {
    fake = await startFakeSolapi();
    t = await buildTestApp();
    await t.app.ready();
    const config = loadConfig({ NODE_ENV: 'test', ...fakeSolapiEnv(fake.url) });
    worker = createDeliveryWorker({
      repository: createDeliveryRepository(t.database.db),
      alimtalk: createNotificationSender(config, log as unknown as Parameters<typeof createNotificationSender>[1])
        .sender,
      push: null,
      breaker: createOutageBreaker({ now: () => Date.now(), coolDownMs: 60_000 }),
      origin: 'https://wedding.example',
      now: () => now,
      log,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('records ACCEPTED for a 알림톡 the provider took, sent to the account phone with the button to the page', async () => {
    const couple = await signedInCustomer(t, { tel: '010-4821-7736' });
    const id = await emitFor(couple.id, 'worker:accepted');
    await worker.deliver(id);
    expect(await delivery(id)).toMatchObject({ state: 'ACCEPTED', sent_via: 'ALIMTALK', attempts: 1 });
    const [sent] = fake.messages().slice(-1);
    expect(sent).toMatchObject({ type: 'ATA', to: '01048217736' });
    expect(sent!.text).toBe(
      '[웨딩] 방문 상담 요청이 거절되었어요\n\n라온컨벤션\n방문 일시: 2026년 12월 5일 (토) 14:00\n사유: 해당 시간 예약 마감',
    );
    expect(JSON.stringify(sent!.kakaoOptions?.buttons)).toContain('https://wedding.example/mypage/bookings');
    // Delivered again (a duplicate job): nothing more is sent.
    const before = fake.messages().length;
    await worker.deliver(id);
    expect(fake.messages()).toHaveLength(before);
  });

  it('records FELL_BACK with the SMS/LMS that went when the 알림톡 was refused, and FAILED for an invalid number', async () => {
    const couple = await signedInCustomer(t, { tel: '010-2222-3333' });
    fake.failNext('TEMPLATE_MISMATCH');
    const id = await emitFor(couple.id, 'worker:fallback');
    await worker.deliver(id);
    const row = await delivery(id);
    expect(row.state).toBe('FELL_BACK');
    // SMS or LMS by length; the row says which channel took it.
    expect(row.sent_via).toBe('SMS');
    expect(row.last_error).toMatch(/^1043/);
    const toCouple = fake.messages().filter((m) => m.to === '01022223333');
    expect(toCouple.map((m) => [m.type, m.statusCode])).toEqual([
      ['ATA', '1043'],
      [toCouple[1]!.type, '2000'],
    ]);
    expect(['SMS', 'LMS']).toContain(toCouple[1]!.type);

    const invalid = await signedInCustomer(t, { tel: '010-4444-5555' });
    fake.failNext('INVALID_NUMBER');
    const failed = await emitFor(invalid.id, 'worker:invalid');
    await worker.deliver(failed);
    expect(await delivery(failed)).toMatchObject({ state: 'FAILED' });
    expect(fake.messages().filter((m) => m.to === '01044445555')).toHaveLength(1);
  });

  it("reads Solapi's later report: received is DELIVERED; a 알림톡 Kakao refuses after accepting it goes once as SMS", async () => {
    const couple = await signedInCustomer(t, { tel: '010-3030-4040' });
    const received = await emitFor(couple.id, 'worker:report:ok');
    await worker.deliver(received);
    await worker.checkReport(received);
    expect(await delivery(received)).toMatchObject({ state: 'DELIVERED', sent_via: 'ALIMTALK' });

    const other = await signedInCustomer(t, { tel: '010-5050-6060' });
    fake.failLater('NOT_KAKAO_USER');
    const refused = await emitFor(other.id, 'worker:report:late');
    await worker.deliver(refused);
    expect(await delivery(refused)).toMatchObject({ state: 'ACCEPTED', sent_via: 'ALIMTALK' });
    await worker.checkReport(refused);
    expect(await delivery(refused)).toMatchObject({
      state: 'FELL_BACK',
      sent_via: 'SMS',
      last_error: expect.stringMatching(/^3104/),
    });
    // A second run of the same report finds the row moved on: no second SMS.
    await worker.checkReport(refused);
    const toOther = fake.messages().filter((m) => m.to === '01050506060');
    expect(toOther.map((m) => m.type)).toEqual(['ATA', expect.stringMatching(/^(SMS|LMS)$/)]);
    // The SMS's own report: received.
    expect(await delivery(refused)).toMatchObject({ state: 'DELIVERED', sent_via: 'SMS' });
  });

  it('does not send twice when Solapi took a message but answered after the timeout: the retry finds it', async () => {
    // A client that gives up after 300 ms, and a breaker that lets the retry through at once.
    const impatient = createDeliveryWorker({
      repository: createDeliveryRepository(t.database.db),
      alimtalk: createSolapiAlimtalkSender({
        client: createSolapiClient({ ...FAKE_SOLAPI, baseUrl: fake.url, timeoutMs: 300 }),
        config: { pfId: FAKE_SOLAPI.pfId, sender: FAKE_SOLAPI.sender, templateIds: {} },
        log: log as unknown as Parameters<typeof createSolapiAlimtalkSender>[0]['log'],
      }),
      push: null,
      breaker: createOutageBreaker({ now: () => Date.now(), coolDownMs: 0 }),
      origin: 'https://wedding.example',
      now: () => now,
      log,
    });
    const couple = await signedInCustomer(t, { tel: '010-9191-8282' });
    const id = await emitFor(couple.id, 'worker:late-answer');
    fake.answerLate(1_000);
    await expect(impatient.deliver(id)).rejects.toThrow(/did not answer/);
    expect((await delivery(id)).last_error).toMatch(/^UNCERTAIN/);
    await new Promise((r) => setTimeout(r, 1_200));
    await impatient.deliver(id);
    expect(await delivery(id)).toMatchObject({ state: 'ACCEPTED', sent_via: 'ALIMTALK', attempts: 2 });
    const toCouple = fake.messages().filter((m) => m.to === '01091918282');
    expect(toCouple).toHaveLength(1);
    expect(toCouple[0]!.customFields).toEqual({ notification: `delivery-${id}` });

    // A timeout where nothing was taken (Solapi down and slow): the retry looks, finds nothing, and sends once.
    const other = await signedInCustomer(t, { tel: '010-9292-8383' });
    const second = await emitFor(other.id, 'worker:late-nothing');
    fake.down(400);
    await expect(impatient.deliver(second)).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 500));
    await impatient.deliver(second);
    expect(fake.messages().filter((m) => m.to === '01092928383' && m.statusCode === '2000')).toHaveLength(1);
  });

  it('checks again later while Solapi does not list the message yet', async () => {
    const couple = await signedInCustomer(t, { tel: '010-7070-8080' });
    const id = await emitFor(couple.id, 'worker:report:pending');
    await worker.deliver(id);
    await t.database.db.execute(
      sql`UPDATE notification_deliveries SET provider_message_id = 'M4VNOTLISTEDYET' WHERE id = ${id}`,
    );
    await expect(worker.checkReport(id)).rejects.toThrow(/still on its way/);
    expect(await delivery(id)).toMatchObject({ state: 'ACCEPTED' });
  });

  it('fails a message for an account without a phone, without calling the provider', async () => {
    const couple = await signedInCustomer(t, { tel: null });
    const before = fake.messages().length;
    const id = await emitFor(couple.id, 'worker:no-phone');
    await worker.deliver(id);
    expect(await delivery(id)).toMatchObject({ state: 'FAILED', last_error: 'NO_PHONE' });
    expect(fake.messages()).toHaveLength(before);
  });

  it('puts a message back when the provider is down, and refuses the next ones at once until a probe finds it up', async () => {
    const couple = await signedInCustomer(t, { tel: '010-6666-7777' });
    const first = await emitFor(couple.id, 'worker:down:1');
    const second = await emitFor(couple.id, 'worker:down:2');
    fake.down();
    await expect(worker.deliver(first)).rejects.toThrow();
    expect(await delivery(first)).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect((await delivery(first)).last_error).toMatch(/^PROVIDER_DOWN/);
    const calls = fake.downAnswers();
    await expect(worker.deliver(second)).rejects.toThrow(/down a moment ago/);
    // The breaker held the second one back: the provider saw no second call.
    expect(fake.downAnswers()).toBe(calls);
    expect(await delivery(second)).toMatchObject({ state: 'PENDING' });
    fake.up();
  });

  it('never logs a full phone number', () => {
    const all = logged.join('\n');
    expect(all).toContain('010-****-7736');
    for (const digits of ['01048217736', '010-4821-7736', '48217736', '01022223333', '01044445555'])
      expect(all).not.toContain(digits);
  });

  it('clears words older than 90 days in the relay scan and keeps the status', async () => {
    const couple = await signedInCustomer(t, { tel: '010-8888-9999' });
    const id = await emitFor(couple.id, 'worker:old');
    await t.database.db.execute(
      sql`UPDATE notifications SET created_at = now() - interval '91 days' WHERE event_key = 'worker:old'`,
    );
    await t.database.db.execute(sql`UPDATE notification_deliveries SET state = 'ACCEPTED' WHERE id = ${id}`);
    const result = await relayScan(t.app.services.jobs, createDeliveryRepository(t.database.db), new Date());
    expect(result.purged).toBeGreaterThanOrEqual(1);
    const [entry] = await queryRows<{ body: string | null; variables: unknown; title: string }>(
      t.database.db,
      sql`SELECT body, variables, title FROM notifications WHERE event_key = 'worker:old'`,
    );
    expect(entry).toEqual({ body: null, variables: null, title: '방문 상담 요청이 거절되었어요' });
    expect(await delivery(id)).toMatchObject({ state: 'ACCEPTED' });
    const page = (await t.app.inject({ url: '/v3/notifications', headers: couple.headers })).json().item.list;
    expect(page[0]).toMatchObject({ title: '방문 상담 요청이 거절되었어요', body: null });
  });

  it('re-queues a delivery whose job was lost (PENDING long past due)', async () => {
    const couple = await signedInCustomer(t, { tel: '010-1234-0000' });
    const id = await emitFor(couple.id, 'worker:lost');
    await t.database.db.execute(
      sql`UPDATE notification_deliveries SET send_after = now() - interval '1 hour' WHERE id = ${id}`,
    );
    await t.database.db.execute(sql`DELETE FROM pgboss.job WHERE singleton_key = ${`delivery-${id}`}`);
    const result = await relayScan(t.app.services.jobs, createDeliveryRepository(t.database.db), new Date());
    expect(result.requeued).toBeGreaterThanOrEqual(1);
    const [job] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = ${`delivery-${id}`}`,
    );
    expect(Number(job!.n)).toBe(1);
  });
});
